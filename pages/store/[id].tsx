import type { InferGetServerSidePropsType } from 'next';
import { CATALOG_PAGE_CACHE } from '@/domain/catalog/cache';
import { StoreScreen } from '@/features/store/StoreScreen';
import { StoreSeo } from '@/features/store/StoreSeo';
import { loadStorePage, type StorePageProps } from '@/features/store/server';
import { HydrateWhenIdle } from '@/components/HydrateWhenIdle';
import { storefrontPage } from '@/lib/server/page';

export const getServerSideProps = storefrontPage<StorePageProps>(loadStorePage, {
  namespaces: ['catalog', 'cart'],
  cacheControl: CATALOG_PAGE_CACHE,
});

export default function StorePage({
  store,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <>
      <StoreSeo page={store} shell={shell} />
      <HydrateWhenIdle>
        <StoreScreen page={store} />
      </HydrateWhenIdle>
    </>
  );
}
