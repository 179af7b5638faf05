import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useState } from 'react';
import type { Item, ProductPage } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { AppImage } from '@/components/AppImage';
import { CatalogBreadcrumbs, type Crumb } from '@/components/catalog/CatalogBreadcrumbs';
import { LISTING_PAGE_SIZE } from './constants';
import { countText } from './countText';
import { FilterChips } from './FilterChips';
import { SEARCH_NAMESPACES } from './i18n';
import { ListingHeader } from './ListingHeader';
import { ProductList } from './ProductList';
import type { ListingScope } from './server';
import { useInfiniteList } from './useInfiniteList';
import { useListingApi } from './useListingApi';
import styles from './listing.module.css';

const products = (page: ProductPage): Item[] => page.products ?? [];

interface Props {
  listing: ListingScope;
  /** brand-items or discounted. */
  kind: 'brand-items' | 'discounted';
  /** The brand id (brand-items). */
  refId?: number;
  title: string;
  image?: string | null;
  trail: Crumb[];
}

/**
 * An item listing with a sticky count header and infinite scroll: a brand's items (`/brand/{id}`,
 * `/home?brand_id&data_type=brand`) or the discounted special offers (`/home?data_type=discounted`,
 * with a category filter from the list's own categories).
 */
export function ItemsListingScreen({ listing, kind, refId = 0, title, image, trail }: Props) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const api = useListingApi(listing);
  const [categoryId, setCategoryId] = useState(0);
  const fetchPage = useCallback(
    (offset: number) =>
      kind === 'brand-items'
        ? api.catalog.brandItems(refId, { limit: LISTING_PAGE_SIZE, offset })
        : api.catalog.discountedPage({
            limit: LISTING_PAGE_SIZE,
            offset,
            categoryIds: categoryId ? [categoryId] : undefined,
          }),
    [api, kind, refId, categoryId],
  );
  const query = useInfiniteList({
    queryKey: queryKeys.listing(
      locale,
      listing.zoneIds,
      listing.moduleId,
      kind,
      String(kind === 'brand-items' ? refId : categoryId),
      '',
    ),
    fetchPage,
    entries: products,
  });
  // The category filter offers the categories of the whole (unfiltered) list.
  const [categories, setCategories] = useState<{ id: number; name: string }[]>([]);
  const firstCategories = query.data?.pages[0]?.categories;
  if (kind === 'discounted' && !categories.length && firstCategories?.length && categoryId === 0) {
    setCategories(firstCategories.map((category) => ({ id: category.id, name: category.name })));
  }

  return (
    <div className={styles.page}>
      <CatalogBreadcrumbs trail={[...trail, { label: title }]} />
      <ListingHeader
        title={title}
        countText={query.data ? countText(t, 'item', listing.moduleType, query.total) : null}
      >
        {image ? (
          <div className={styles.logo}>
            <AppImage src={image} alt="" fill sizes="56px" style={{ objectFit: 'contain' }} />
          </div>
        ) : null}
      </ListingHeader>
      {kind === 'discounted' ? (
        <FilterChips
          label={t('Categories')}
          options={[
            { value: 0, label: t('All') },
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ]}
          value={categoryId}
          onChange={setCategoryId}
        />
      ) : null}
      <ProductList
        query={{ ...query, hasNextPage: Boolean(query.hasNextPage) }}
        label={title}
        emptyText={t('Items not found!')}
        loadingLabel={t('Loading items')}
      />
    </div>
  );
}
