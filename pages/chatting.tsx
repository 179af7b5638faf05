import { AccountSeo } from '@/features/auth/AccountSeo';
import { ChatPage } from '@/features/chat/ChatPage';
import { storefrontPage, type StorefrontPageProps } from '@/lib/server/page';

export const getServerSideProps = storefrontPage(undefined, { namespaces: ['account', 'chat'] });

function ChattingPage({ shell }: StorefrontPageProps) {
  return (
    <>
      <AccountSeo shell={shell} title="Chat" path="/chatting" />
      <ChatPage />
    </>
  );
}

export default ChattingPage;
