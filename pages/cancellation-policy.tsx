import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';

export const getServerSideProps = policyPage(
  'cancelation',
  'Cancellation Policy',
  '/cancellation-policy',
  'cancelation_policy',
);

export default PolicyScreen;
