import { PolicyScreen } from '@/features/pages/PolicyScreen';
import { policyPage } from '@/features/pages/policyPage';

export const getServerSideProps = policyPage('about-us', 'About Us', '/about-us');

export default PolicyScreen;
