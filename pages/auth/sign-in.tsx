import { AccountSeo } from '@/features/auth/AccountSeo';
import { SignInScreen } from '@/features/auth/SignInScreen';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage(undefined, { namespaces: ['account'] });

function SignInPage({ shell }: StorefrontPageProps) {
  return (
    <>
      <AccountSeo shell={shell} title="Sign In" path="/auth/sign-in" />
      <SignInScreen />
    </>
  );
}

export default SignInPage;
