import { AccountSeo } from '@/features/auth/AccountSeo';
import { ProfileScreen } from '@/features/profile/ProfileScreen';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage(undefined, {
  namespaces: ['account', 'order', 'cart'],
});

function ProfilePage({ shell }: StorefrontPageProps) {
  return (
    <>
      <AccountSeo shell={shell} title="Profile" path="/profile" />
      <ProfileScreen />
    </>
  );
}

export default ProfilePage;
