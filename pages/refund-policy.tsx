import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';

export const getServerSideProps = policyPage(
  'refund-policy',
  'Refund Policy',
  '/refund-policy',
  'refund_policy',
);

export default PolicyScreen;
