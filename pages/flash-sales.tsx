import type { InferGetServerSidePropsType } from 'next';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { FlashSaleScreen } from '@/features/listing/FlashSaleScreen';
import { LISTING_NAMESPACES, SEARCH_NAMESPACES } from '@/features/listing/i18n';
import { ListingSeo } from '@/features/listing/ListingSeo';
import { loadFlashSalePage, type FlashSalePageProps } from '@/features/listing/server';
import { storefrontPage } from '@/lib/server/page';

/** /flash-sales[?id]: the running flash sale of the visitor's module. */
export const getServerSideProps = storefrontPage<FlashSalePageProps>(loadFlashSalePage, {
  namespaces: LISTING_NAMESPACES,
});

export default function FlashSalesPage({
  sale,
  listing,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <>
      <ListingSeo
        shell={shell}
        title={sale?.title || t('Flash Sale')}
        path="/flash-sales"
        noindex
      />
      <FlashSaleScreen sale={sale} listing={listing} />
    </>
  );
}
