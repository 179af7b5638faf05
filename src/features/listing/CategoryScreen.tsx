import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useState } from 'react';
import type { Item, ProductPage, Store, StorePage } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { CatalogBreadcrumbs, type Crumb } from '@/components/catalog/CatalogBreadcrumbs';
import { PlainTabs } from '@/components/Tabs/PlainTabs';
import { categoryPagePath } from '@/domain/listing/homeListing';
import { moduleLabels } from '@/domain/moduleLabels';
import { FilterChips } from './FilterChips';
import { SEARCH_NAMESPACES } from './i18n';
import { InfiniteFooter } from './InfiniteFooter';
import { ListingHeader } from './ListingHeader';
import { ListState } from './ListState';
import { ProductList } from './ProductList';
import type { CategoryInfo, ListingScope } from './server';
import { StoreGrid } from './StoreGrid';
import { useInfiniteList } from './useInfiniteList';
import { useListingApi } from './useListingApi';
import { countText } from './countText';
import { LISTING_PAGE_SIZE } from './constants';
import styles from './listing.module.css';

const products = (page: ProductPage): Item[] => page.products ?? [];
const storesOf = (page: StorePage): Store[] => page.stores ?? [];

interface Props {
  listing: ListingScope & { category: CategoryInfo };
  /** The trail before the category (Home, Categories …). */
  trail: Crumb[];
}

/**
 * A category's items and stores (R-LIST-1 `/home?data_type=category`, R-LIST-2 `/category/{id}`):
 * a sticky header with the count, Items and Stores tabs (Restaurants for food), a sub-category
 * filter, and infinite scroll. Changing the tab or the filter starts again from page 1.
 */
export function CategoryScreen({ listing, trail }: Props) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const api = useListingApi(listing);
  const { category } = listing;
  const labels = moduleLabels(listing.moduleType);
  const [tab, setTab] = useState<'item' | 'store'>('item');
  const [selected, setSelected] = useState(category.id);

  const fetchItems = useCallback(
    (offset: number) => api.catalog.categoryItems(selected, { limit: LISTING_PAGE_SIZE, offset }),
    [api, selected],
  );
  const fetchStores = useCallback(
    (offset: number) => api.catalog.categoryStores(selected, { limit: LISTING_PAGE_SIZE, offset }),
    [api, selected],
  );
  const items = useInfiniteList({
    queryKey: queryKeys.listing(
      locale,
      listing.zoneIds,
      listing.moduleId,
      'category-items',
      String(selected),
      '',
    ),
    fetchPage: fetchItems,
    entries: products,
    enabled: tab === 'item',
  });
  const stores = useInfiniteList({
    queryKey: queryKeys.listing(
      locale,
      listing.zoneIds,
      listing.moduleId,
      'category-stores',
      String(selected),
      '',
    ),
    fetchPage: fetchStores,
    entries: storesOf,
    enabled: tab === 'store',
  });
  const current = tab === 'item' ? items : stores;
  const known = current.data !== undefined;
  const count = known ? countText(t, tab, listing.moduleType, current.total) : null;

  const subcategories = [
    { value: category.id, label: t('All') },
    ...category.children.map((child) => ({ value: child.id, label: child.name })),
  ];
  const crumbs: Crumb[] = [
    ...trail,
    ...(category.parent
      ? [{ label: category.parent.name, href: categoryPagePath(category.parent, listing.moduleId) }]
      : []),
    { label: category.name },
  ];

  return (
    <div className={styles.page}>
      <CatalogBreadcrumbs trail={crumbs} />
      <ListingHeader title={category.name} countText={count}>
        <PlainTabs
          tabs={[
            {
              value: 'item',
              label: t(labels.items),
              id: 'category-tab-item',
              controls: 'category-panel',
            },
            {
              value: 'store',
              label: t(labels.stores),
              id: 'category-tab-store',
              controls: 'category-panel',
            },
          ]}
          value={tab}
          onChange={setTab}
          label={t('Show')}
        />
      </ListingHeader>
      <FilterChips
        label={t('Sub-categories')}
        options={subcategories}
        value={selected}
        onChange={setSelected}
      />
      <div id="category-panel" role="tabpanel" aria-labelledby={`category-tab-${tab}`}>
        {tab === 'item' ? (
          <ProductList
            query={{ ...items, hasNextPage: Boolean(items.hasNextPage) }}
            label={category.name}
            emptyText={t('Items not found!')}
            loadingLabel={t('Loading items')}
          />
        ) : (
          <>
            <ListState
              count={stores.list.length}
              loading={stores.isPending && stores.fetchStatus !== 'idle'}
              failed={stores.isError}
              onRetry={() => void stores.refetch()}
              emptyText={t('Stores not found!')}
              loadingLabel={t('Loading stores')}
            >
              <StoreGrid
                stores={stores.list}
                label={category.name}
                moduleType={listing.moduleType}
                showDistance={listing.scope === 'visitor'}
              />
            </ListState>
            <InfiniteFooter
              hasNextPage={Boolean(stores.hasNextPage)}
              isFetchingNextPage={stores.isFetchingNextPage}
              fetchNextPage={stores.fetchNextPage}
            />
          </>
        )}
      </div>
    </div>
  );
}
