import type { InferGetServerSidePropsType } from 'next';
import { CATALOG_PAGE_CACHE } from '@/domain/catalog/cache';
import { ProductScreen } from '@/features/product/ProductScreen';
import { ProductSeo } from '@/features/product/ProductSeo';
import { loadProductPage, type ProductPageProps } from '@/features/product/server';
import { HydrateWhenIdle } from '@/components/HydrateWhenIdle';
import { storefrontPage } from '@/lib/server/page';
import {
  productShareImage,
  withShareImage,
  type ShareImageProps,
} from '@/lib/server/shareImage/pageImages';

export const getServerSideProps = storefrontPage<ProductPageProps & ShareImageProps>(
  withShareImage(loadProductPage, productShareImage),
  { namespaces: ['catalog', 'cart'], cacheControl: CATALOG_PAGE_CACHE, paintFirst: true },
);

export default function ProductPage({
  product,
  shell,
  shareImage,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <>
      <ProductSeo page={product} shell={shell} shareImage={shareImage} />
      <HydrateWhenIdle>
        <ProductScreen page={product} />
      </HydrateWhenIdle>
    </>
  );
}
