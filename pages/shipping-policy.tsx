import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';
import { withMuiScope } from '@/theme/MuiScope';

export const getServerSideProps = policyPage(
  'shipping-policy',
  'Shipping Policy',
  '/shipping-policy',
  'shipping_policy',
);

export default withMuiScope(PolicyScreen);
