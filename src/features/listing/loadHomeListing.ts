import type { Brand } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import type { ModuleType } from '@/api/types';
import { positiveInt } from '@/domain/catalog/links';
import { parseHomeListing } from '@/domain/listing/homeListing';
import { parseSearchState, searchListKey, searchRequestParams } from '@/domain/search/filters';
import { brandTreeOf, categoryTreeOf, hasBrandFilter } from '@/domain/search/tree';
import type { PageLoadArgs } from '@/lib/server/page';
import {
  compactProducts,
  findCategory,
  infinite,
  LISTING_PAGE_SIZE,
  prefetchCategoryItems,
  softly,
  visitorModule,
  visitorScope,
  type CategoryInfo,
  type ListingScope,
} from './server';

/** What a `/home?data_type=…` page shows besides the module home. */
export type HomeListing =
  | (ListingScope & { kind: 'searched'; term: string })
  | (ListingScope & { kind: 'category'; category: CategoryInfo })
  | (ListingScope & {
      kind: 'brand';
      brand: Pick<Brand, 'id' | 'name' | 'slug' | 'image_full_url'>;
    })
  | (ListingScope & { kind: 'discounted' })
  | (ListingScope & { kind: 'missing'; what: 'category' | 'brand' });

export interface HomeListingProps {
  view: 'listing';
  /** The `data_type` of the URL (category, searched, discounted …). */
  dataType: string;
  search: string | null;
  listing: HomeListing;
  moduleType: ModuleType | null;
  pageModuleType: ModuleType | null;
}

/** True when `/home` is asked for a listing or search results instead of the module home. */
export function isHomeListingQuery(query: Record<string, string | string[] | undefined>): boolean {
  return parseHomeListing(query) !== null;
}

/**
 * Loads the first page of a `/home?data_type=…` listing or `/home?search=…` results for the
 * visitor's zone and module, so the first HTML has the list.
 */
export async function loadHomeListing(
  { ctx, api, queryClient, locale }: PageLoadArgs,
  moduleId: number,
): Promise<{ props: HomeListingProps }> {
  const request = parseHomeListing(ctx.query)!;
  const zoneIds = visitorScope(ctx)?.zoneIds ?? '';
  const selectedModule = await visitorModule(api, moduleId);
  const moduleType = selectedModule?.module_type ?? null;
  const scope: ListingScope = { scope: 'visitor', moduleId, zoneIds, moduleType };
  const base = {
    view: 'listing' as const,
    dataType: request.kind,
    moduleType,
    pageModuleType: moduleType,
  };

  if (request.kind === 'searched') {
    const state = parseSearchState(ctx.query);
    // The results' first page and the filter column's trees, so both are in the server HTML (the
    // browser reads the trees from the same cache keys: useSearchTrees).
    const [page, categories, brands] = await Promise.all([
      softly(api.catalog.searchList(searchRequestParams(request.term, state, 1))),
      softly(api.catalog.categories()),
      hasBrandFilter(moduleType) ? softly(api.catalog.brandList()) : Promise.resolve(null),
    ]);
    if (categories) {
      queryClient.setQueryData(
        queryKeys.categoryTree(locale, moduleId),
        categoryTreeOf(categories),
      );
    }
    if (brands) {
      queryClient.setQueryData(queryKeys.brandList(locale, moduleId), brandTreeOf(brands));
    }
    if (page) {
      queryClient.setQueryData(
        queryKeys.searchResults(locale, zoneIds, moduleId, request.term, searchListKey(state)),
        infinite(
          state.tab === 'item'
            ? { ...compactProducts(page), stores: [] }
            : { total_size: page.total_size, products: [], stores: page.stores },
        ),
      );
    }
    return {
      props: {
        ...base,
        search: request.term,
        listing: { ...scope, kind: 'searched', term: request.term },
      },
    };
  }

  if (request.kind === 'category') {
    const category = findCategory(await api.catalog.categories(), request.id);
    if (!category) {
      return {
        props: {
          ...base,
          search: request.name,
          listing: { ...scope, kind: 'missing', what: 'category' },
        },
      };
    }
    await prefetchCategoryItems({ api, queryClient, locale }, scope, category.id);
    return {
      props: { ...base, search: category.name, listing: { ...scope, kind: 'category', category } },
    };
  }

  if (request.kind === 'brand') {
    const id = positiveInt(request.id);
    const brand = (await api.catalog.brandList()).find((entry) =>
      id ? entry.id === id : entry.slug === request.id,
    );
    if (!brand) {
      return {
        props: {
          ...base,
          search: request.name,
          listing: { ...scope, kind: 'missing', what: 'brand' },
        },
      };
    }
    const page = await softly(
      api.catalog.brandItems(brand.id, { limit: LISTING_PAGE_SIZE, offset: 1 }),
    );
    if (page) {
      queryClient.setQueryData(
        queryKeys.listing(locale, zoneIds, moduleId, 'brand-items', String(brand.id), ''),
        infinite(compactProducts(page)),
      );
    }
    return {
      props: {
        ...base,
        search: brand.name,
        listing: {
          ...scope,
          kind: 'brand',
          brand: {
            id: brand.id,
            name: brand.name,
            slug: brand.slug ?? null,
            image_full_url: brand.image_full_url ?? null,
          },
        },
      },
    };
  }

  const page = await softly(api.catalog.discountedPage({ limit: LISTING_PAGE_SIZE, offset: 1 }));
  if (page) {
    queryClient.setQueryData(
      queryKeys.listing(locale, zoneIds, moduleId, 'discounted', '0', ''),
      infinite(compactProducts(page)),
    );
  }
  return { props: { ...base, search: null, listing: { ...scope, kind: 'discounted' } } };
}
