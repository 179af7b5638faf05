import { useTranslation } from '@/lib/i18n/useTranslation';
import { EmptyState } from '@/components/EmptyState';
import { SearchResultsScreen } from '../search/SearchResultsScreen';
import { CategoryScreen } from './CategoryScreen';
import { SEARCH_NAMESPACES } from './i18n';
import { ItemsListingScreen } from './ItemsListingScreen';
import type { HomeListingProps } from './loadHomeListing';
import styles from './listing.module.css';

// The results screen is imported here, not loaded with next/dynamic: this module is already its
// own chunk (pages/home loads it with next/dynamic, so the module home does not carry it), and a
// dynamic part nested in another one was not always loaded before React hydrated the page: the
// client rendered nothing where the server had the results (React error #418 on cold loads of
// /home?search=…).

/** `/home?data_type=…` listings and `/home?search=…` results for the visitor's zone and module. */
export function HomeListingScreen({ listing }: HomeListingProps) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const home = { label: t('Home'), href: '/home' };
  switch (listing.kind) {
    case 'searched':
      return <SearchResultsScreen key={listing.term} listing={listing} />;
    case 'category':
      return (
        <CategoryScreen
          key={listing.category.id}
          listing={listing}
          trail={[home, { label: t('Categories'), href: '/categories' }]}
        />
      );
    case 'brand':
      return (
        <ItemsListingScreen
          key={listing.brand.id}
          listing={listing}
          kind="brand-items"
          refId={listing.brand.id}
          title={listing.brand.name}
          image={listing.brand.image_full_url}
          trail={[home]}
        />
      );
    case 'discounted':
      return (
        <ItemsListingScreen
          listing={listing}
          kind="discounted"
          title={t('Special Offers')}
          trail={[home]}
        />
      );
    case 'missing':
      return (
        <div className={styles.missing}>
          <EmptyState
            title={listing.what === 'category' ? t('Category not found') : t('Brand not found')}
            text={t('It may not be available in your area or module.')}
          />
        </div>
      );
  }
}
