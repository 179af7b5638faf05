import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';

export const getServerSideProps = policyPage(
  'terms-and-conditions',
  'Terms & Conditions',
  '/terms-and-conditions',
);

export default PolicyScreen;
