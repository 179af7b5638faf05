import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';

export const getServerSideProps = policyPage('privacy-policy', 'Privacy Policy', '/privacy-policy');

export default PolicyScreen;
