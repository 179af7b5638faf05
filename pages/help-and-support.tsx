import { HelpScreen } from '@/features/pages/HelpScreen';
import { storefrontPage } from '@/lib/server/page';
import { withMuiScope } from '@/theme/MuiScope';

export const getServerSideProps = storefrontPage();

export default withMuiScope(HelpScreen);
