import type { Api } from '@/api/client';
import type { ItemDetails } from '@/api/catalogTypes';
import { toApiError } from '@/api/http';
import { queryKeys } from '@/api/queryKeys';
import type { ModuleType } from '@/api/types';
import { cardItem, withoutTranslations } from '@/domain/catalog/compact';
import { isHtml } from '@/domain/catalog/display';
import { isCampaignItem, positiveInt, zoneHeader } from '@/domain/catalog/links';
import { asModuleType } from '@/domain/catalog/status';
import type { PageLoadArgs } from '@/lib/server/page';
import { sanitizeBackendHtml } from '@/lib/server/sanitize';

/** What the product page needs besides the data it reads from the query cache. */
export interface ProductPageData {
  /** The id or slug from the URL: the item query's key. */
  ref: string;
  moduleId: number;
  itemId: number;
  campaign: boolean;
  /** The description as sanitised HTML when the backend sent HTML; null for plain text. */
  descriptionHtml: string | null;
}

export interface ProductPageProps {
  product: ProductPageData;
  /** The item's module: the shell themes the page by it instead of the visitor's cookie. */
  pageModuleType: ModuleType | null;
}

type PageApiFactory = PageLoadArgs['apiWith'];

/** Catalog data must not depend on the visitor's cookies: the page is cached for everyone. */
const pageApi = (apiWith: PageApiFactory, moduleId: number | null, zoneIds: string | null) =>
  apiWith({ moduleId, zoneIds, latitude: null, longitude: null, token: null, guestId: null });

/** The item in one module; null when that module does not have it (any 4xx). */
async function itemIn(
  apiWith: PageApiFactory,
  ref: string,
  moduleId: number,
  campaign: boolean,
): Promise<ItemDetails | null> {
  try {
    return await (await pageApi(apiWith, moduleId, null)).catalog.item(ref, campaign);
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 400 && apiError.status < 500) return null;
    throw apiError;
  }
}

/**
 * Which module each item was last found in. Canonical URLs carry no module_id, and asking every
 * module costs a lookup per module on each render; items rarely move. Bounded: oldest out first.
 */
const knownModules = new Map<string, number>();
const KNOWN_MODULES_MAX = 5_000;

function rememberModule(key: string, moduleId: number) {
  knownModules.delete(key);
  knownModules.set(key, moduleId);
  if (knownModules.size > KNOWN_MODULES_MAX) {
    const oldest = knownModules.keys().next().value;
    if (oldest !== undefined) knownModules.delete(oldest);
  }
}

/**
 * The item and its module. The link's module_id is tried first, then the module the item was last
 * found in; a link without either (or with wrong ones) is looked up in every module at once.
 */
async function findIn(
  apiWith: PageApiFactory,
  ref: string,
  requested: number | null,
  campaign: boolean,
): Promise<{ item: ItemDetails; moduleId: number } | null> {
  const key = `${campaign ? 'campaign' : 'item'}:${ref}`;
  const remembered = knownModules.get(key) ?? null;
  const first = [...new Set([requested, remembered])].filter((id): id is number => id !== null);
  for (const moduleId of first) {
    const item = await itemIn(apiWith, ref, moduleId, campaign);
    if (item) {
      rememberModule(key, moduleId);
      return { item, moduleId };
    }
  }
  const modules = await (await pageApi(apiWith, null, null)).config.modules();
  const candidates = modules
    .filter((module) => module.module_type !== 'parcel' && !first.includes(module.id))
    .map((module) => module.id);
  const found = await Promise.all(
    candidates.map((moduleId) => itemIn(apiWith, ref, moduleId, campaign)),
  );
  const index = found.findIndex((item) => item !== null);
  if (index < 0) return null;
  rememberModule(key, candidates[index]);
  return { item: found[index] as ItemDetails, moduleId: candidates[index] };
}

/** A regular item, else (a link that lost product_type=campaign) a campaign item. */
async function findItem(
  apiWith: PageApiFactory,
  ref: string,
  requested: number | null,
  campaign: boolean,
): Promise<{ item: ItemDetails; moduleId: number; campaign: boolean } | null> {
  const found = await findIn(apiWith, ref, requested, campaign);
  if (found || campaign) return found && { ...found, campaign };
  const asCampaign = await findIn(apiWith, ref, requested, true);
  return asCampaign && { ...asCampaign, campaign: true };
}

function withoutStoreCategories(item: ItemDetails): ItemDetails {
  if (!item.store_details) return item;
  const { category_details: _categories, ...store } = item.store_details;
  return { ...item, store_details: store };
}

async function relatedItems(api: Api, itemId: number) {
  try {
    return await api.catalog.relatedItems(itemId);
  } catch {
    // Related items are extra: the page renders without them.
    return [];
  }
}

/** Server loader of /product/[id]: the item, its related items, sanitised description. */
export async function loadProductPage({
  ctx,
  apiWith,
  queryClient,
  locale,
}: PageLoadArgs): Promise<{ props: ProductPageProps } | { notFound: true }> {
  const ref = String(ctx.params?.id ?? '').trim();
  if (!ref) return { notFound: true };
  const found = await findItem(
    apiWith,
    ref,
    positiveInt(ctx.query.module_id),
    ctx.query.product_type === 'campaign',
  );
  if (!found) return { notFound: true };
  const { item, moduleId } = found;

  const isCampaign = found.campaign || isCampaignItem(item);
  const zoneIds = zoneHeader(item.zone_id ?? item.store_details?.zone_id);
  const related =
    isCampaign || !zoneIds
      ? []
      : await relatedItems(await pageApi(apiWith, moduleId, zoneIds), item.id);

  // The page never reads the store's category list; it is the largest part of the item.
  queryClient.setQueryData(
    queryKeys.item(locale, moduleId, ref),
    withoutTranslations(withoutStoreCategories(item)),
  );

  queryClient.setQueryData(queryKeys.relatedItems(locale, item.id), related.map(cardItem));

  const description = item.description ?? '';
  const page: ProductPageData = {
    ref,
    moduleId,
    itemId: item.id,
    campaign: isCampaign,
    descriptionHtml: isHtml(description) ? sanitizeBackendHtml(description) : null,
  };
  const pageModuleType: ModuleType | null =
    asModuleType(item.module_type) ?? asModuleType(ctx.query.module_type);
  return { props: { product: page, pageModuleType } };
}
