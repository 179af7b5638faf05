import type { ItemDetails, Store } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { cachedLandingData } from '@/api/server';
import type { LandingPage } from '@/api/types';
import type { CategoryListingProps } from '@/features/listing/server';
import type { ProductPageProps } from '@/features/product/server';
import type { StorePageProps } from '@/features/store/server';
import {
  categoryCard,
  productCard,
  siteCard,
  storeCard,
  type ShareImage,
} from '@/lib/seo/shareCard';
import type { PageLoadArgs } from '@/lib/server/page';
import { crawlerContext } from '@/lib/seo/crawlerContext';
import { shareImageOf } from './url';

/**
 * The og:image of the catalog pages, named on the server while the page's data is at hand (the
 * image itself is drawn later, by its own route, when a crawler asks for it). Only route files'
 * getServerSideProps import this, so none of it reaches the browser.
 */

export interface ShareImageProps {
  shareImage: ShareImage | null;
}

type PageResult<P> =
  { props: P } | { notFound: true } | { redirect: { destination: string; permanent: boolean } };
type Loader<P> = (args: PageLoadArgs) => Promise<PageResult<P>>;

/** A page loader whose props gain the page's share image. */
export function withShareImage<P extends object>(
  load: Loader<P>,
  image: (args: PageLoadArgs, props: P) => ShareImage | null | Promise<ShareImage | null>,
): Loader<P & ShareImageProps> {
  return async (args) => {
    const result = await load(args);
    if (!('props' in result)) return result;
    return { props: { ...result.props, shareImage: await image(args, result.props) } };
  };
}

/** A slug, else the id: how canonical paths name an item, store or category. */
const refOf = (entry: { id: number; slug?: string | null }) =>
  entry.slug?.trim() ? entry.slug : String(entry.id);

export function productShareImage(args: PageLoadArgs, props: ProductPageProps): ShareImage | null {
  const { product } = props;
  const item = args.queryClient.getQueryData<ItemDetails>(
    queryKeys.item(args.locale, product.moduleId, product.ref),
  );
  if (!item) return null;
  const kind = product.campaign ? 'campaign-item' : 'product';
  return shareImageOf(
    args.siteUrl,
    { kind, locale: args.locale, moduleId: product.moduleId, ref: refOf(item) },
    productCard(item, args.config, args.locale, kind),
  );
}

export function storeShareImage(args: PageLoadArgs, props: StorePageProps): ShareImage | null {
  const store = args.queryClient.getQueryData<Store>(queryKeys.store(args.locale, props.store.ref));
  if (!store) return null;
  return shareImageOf(
    args.siteUrl,
    { kind: 'store', locale: args.locale, moduleId: null, ref: refOf(store) },
    storeCard(store, args.config, args.locale),
  );
}

export function categoryShareImage(args: PageLoadArgs, props: CategoryListingProps): ShareImage {
  const { listing } = props;
  return shareImageOf(
    args.siteUrl,
    {
      kind: 'category',
      locale: args.locale,
      moduleId: listing.moduleId,
      ref: refOf(listing.category),
    },
    categoryCard(listing.category, listing.moduleType, args.config, args.locale),
  );
}

/** The shop's own image, for the landing page (which has its landing data at hand). */
export function siteShareImage(
  args: Pick<PageLoadArgs, 'siteUrl' | 'locale' | 'config'>,
  landing: LandingPage,
): ShareImage {
  return shareImageOf(
    args.siteUrl,
    { kind: 'site', locale: args.locale, moduleId: null, ref: '' },
    siteCard(args.config, landing, args.locale),
  );
}

/** The shop's image for pages without landing data (the module home): read as the landing is. */
export async function anonymousSiteShareImage(args: PageLoadArgs): Promise<ShareImage> {
  const anonymous = await args.apiWith(crawlerContext());
  const [landing] = await cachedLandingData(anonymous, args.locale, args.siteUrl);
  return siteShareImage(args, landing);
}
