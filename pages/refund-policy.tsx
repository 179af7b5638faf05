import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';
import { withMuiScope } from '@/theme/MuiScope';

export const getServerSideProps = policyPage(
  'refund-policy',
  'Refund Policy',
  '/refund-policy',
  'refund_policy',
);

export default withMuiScope(PolicyScreen);
