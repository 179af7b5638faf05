import { HelpScreen } from '@/features/pages/HelpScreen';
import { storefrontPage } from '@/lib/server/page';

export const getServerSideProps = storefrontPage();

export default HelpScreen;
