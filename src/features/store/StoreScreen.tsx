import { useTranslation } from '@/lib/i18n/useTranslation';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { asModuleType } from '@/domain/catalog/status';
import { PrescriptionOrderEntry } from './PrescriptionOrderEntry';
import type { StorePageData } from './server';
import { StoreHeader } from './StoreHeader';
import { StoreItems } from './StoreItems';
import { useStore } from './useStoreData';
import styles from './store.module.css';

/** /store/[id]: the store's header and its menu. */
export function StoreScreen({ page }: { page: StorePageData }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const store = useStore(page);
  if (!store) return null;
  return (
    <div className={styles.page}>
      <CatalogBreadcrumbs trail={[{ label: t('Home'), href: '/home' }, { label: store.name }]} />
      <div className={styles.top}>
        <StoreHeader store={store} distance={page.distance} />
        <PrescriptionOrderEntry store={store} />
      </div>
      <StoreItems page={page} moduleType={asModuleType(store.module?.module_type)} store={store} />
    </div>
  );
}
