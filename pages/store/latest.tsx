import { LISTING_NAMESPACES } from '@/features/listing/i18n';
import { storeListLoader } from '@/features/listing/server';
import { StoreListPage } from '@/features/listing/StoreListPage';
import { storefrontPage } from '@/lib/server/page';

/** /store/latest: the visitor's store list (a static segment: /store/[id] still serves stores). */
export const getServerSideProps = storefrontPage(storeListLoader('latest'), {
  namespaces: LISTING_NAMESPACES,
});

export default StoreListPage;
