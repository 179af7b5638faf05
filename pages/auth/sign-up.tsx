import { AccountSeo } from '@/features/auth/AccountSeo';
import { SignUpScreen } from '@/features/auth/SignUpScreen';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage(undefined, { namespaces: ['account'] });

function SignUpPage({ shell }: StorefrontPageProps) {
  return (
    <>
      <AccountSeo shell={shell} title="Sign Up" path="/auth/sign-up" />
      <SignUpScreen />
    </>
  );
}

export default SignUpPage;
