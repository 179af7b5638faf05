import type { InferGetServerSidePropsType } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { LISTING_NAMESPACES, SEARCH_NAMESPACES } from '@/features/listing/i18n';
import { ListingSeo } from '@/features/listing/ListingSeo';
import { storeListLoader } from '@/features/listing/server';
import { StoreListScreen } from '@/features/listing/StoreListScreen';
import { storefrontPage } from '@/lib/server/page';

/** /store/latest: the visitor's store list (a static segment: /store/[id] still serves stores). */
export const getServerSideProps = storefrontPage(storeListLoader('latest'), {
  namespaces: LISTING_NAMESPACES,
});

export default function LatestStoresPage({
  listing,
  kind,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const food = listing.moduleType === 'food';
  return (
    <>
      <ListingSeo
        shell={shell}
        title={t(food ? 'New Restaurants' : 'New Stores')}
        path="/store/latest"
        noindex
      />
      <StoreListScreen listing={listing} kind={kind} />
    </>
  );
}
