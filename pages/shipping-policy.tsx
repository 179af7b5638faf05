import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';

export const getServerSideProps = policyPage(
  'shipping-policy',
  'Shipping Policy',
  '/shipping-policy',
  'shipping_policy',
);

export default PolicyScreen;
