import { AccountSeo } from '@/features/auth/AccountSeo';
import { ForgotPasswordScreen } from '@/features/auth/ForgotPasswordScreen';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage(undefined, { namespaces: ['account'] });

function ForgotPasswordPage({ shell }: StorefrontPageProps) {
  return (
    <>
      <AccountSeo shell={shell} title="Forgot password" path="/auth/forgot-password" />
      <ForgotPasswordScreen />
    </>
  );
}

export default ForgotPasswordPage;
