import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { asModuleType } from '@/domain/catalog/status';
import { PrescriptionOrderEntry } from './PrescriptionOrderEntry';
import type { StorePageData } from './server';
import { StoreHeader } from './StoreHeader';
import { StoreItems } from './StoreItems';
import { useStore } from './useStoreData';

/** /store/[id]: the store's header and its menu. */
export function StoreScreen({ page }: { page: StorePageData }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const store = useStore(page);
  if (!store) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <CatalogBreadcrumbs trail={[{ label: t('Home'), href: '/home' }, { label: store.name }]} />
      <Box sx={{ mt: { xs: 1.5, md: 2 } }}>
        <StoreHeader store={store} distance={page.distance} />
        <PrescriptionOrderEntry store={store} />
      </Box>
      <StoreItems page={page} moduleType={asModuleType(store.module?.module_type)} store={store} />
    </Container>
  );
}
