import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';
import { withMuiScope } from '@/theme/MuiScope';

export const getServerSideProps = policyPage('privacy-policy', 'Privacy Policy', '/privacy-policy');

export default withMuiScope(PolicyScreen);
