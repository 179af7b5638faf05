import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';
import { withMuiScope } from '@/theme/MuiScope';

export const getServerSideProps = policyPage('about-us', 'About Us', '/about-us');

export default withMuiScope(PolicyScreen);
