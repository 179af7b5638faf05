import type { InferGetServerSidePropsType } from 'next';
import { CATALOG_PAGE_CACHE } from '@/domain/catalog/cache';
import { StoreScreen } from '@/features/store/StoreScreen';
import { StoreSeo } from '@/features/store/StoreSeo';
import { loadStorePage, type StorePageProps } from '@/features/store/server';
import { HydrateWhenIdle } from '@/components/HydrateWhenIdle';
import { storefrontPage } from '@/lib/server/page';
import {
  storeShareImage,
  withShareImage,
  type ShareImageProps,
} from '@/lib/server/shareImage/pageImages';

export const getServerSideProps = storefrontPage<StorePageProps & ShareImageProps>(
  withShareImage(loadStorePage, storeShareImage),
  { namespaces: ['catalog', 'cart'], cacheControl: CATALOG_PAGE_CACHE, paintFirst: true },
);

export default function StorePage({
  store,
  shell,
  shareImage,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <>
      <StoreSeo page={store} shell={shell} shareImage={shareImage} />
      <HydrateWhenIdle>
        <StoreScreen page={store} />
      </HydrateWhenIdle>
    </>
  );
}
