import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Item, Store } from '@/api/catalogTypes';
import type { ModuleType } from '@/api/types';
import { ItemCard } from '@/components/catalog/ItemCard';
import { StoreCard } from '@/components/catalog/StoreCard';
import { moduleLabels } from '@/domain/moduleLabels';
import { useConfig } from '@/hooks/useConfig';

export interface ModuleHomeData {
  popularStores: Store[];
  popularItems: Item[];
  specialOffers: Item[];
  newStores: Store[];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 3, md: 4 } }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const gridSx = (min: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: `repeat(auto-fill, minmax(${min}px, 1fr))`,
  },
  listStyle: 'none',
  p: 0,
  m: 0,
});

/**
 * The module home (spec document 2 §2): sections for the visitor's zone and module, each shown only
 * when it has data. More sections (banners, categories, campaigns …) join as their endpoints land.
 */
export function ModuleHomeScreen({
  data,
  moduleName,
  moduleType,
}: {
  data: ModuleHomeData;
  moduleName: string | null;
  moduleType: ModuleType | null;
}) {
  const { t } = useTranslation();
  const config = useConfig();
  const labels = moduleLabels(moduleType);
  const food = moduleType === 'food';
  // In the order the page shows them; each renders only when it has data.
  const sections: { id: string; title: string; stores?: Store[]; items?: Item[] }[] = [
    {
      id: 'popular-stores',
      title: food ? 'Popular Restaurants' : 'Popular Stores',
      stores: data.popularStores,
    },
    {
      id: 'popular-items',
      title: food ? 'Popular Foods Nearby' : 'Popular Items Nearby',
      items: data.popularItems,
    },
    { id: 'special-offers', title: 'Special Offers', items: data.specialOffers },
    { id: 'new-stores', title: `New ${labels.stores}`, stores: data.newStores },
  ];
  const empty = sections.every((section) => !section.stores?.length && !section.items?.length);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {moduleName ?? t('Home')}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 6 }}>
          {t('Sorry no data found related to your search.')}
        </Typography>
      ) : null}
      {sections.map((section) =>
        section.stores?.length || section.items?.length ? (
          <Section key={section.id} id={section.id} title={t(section.title)}>
            <Box component="ul" sx={gridSx(section.stores ? 260 : 180)}>
              {section.stores?.map((store, index) => (
                <li key={store.id}>
                  <StoreCard
                    store={store}
                    moduleType={moduleType}
                    config={config}
                    priority={section.id === 'popular-stores' && index < 2}
                  />
                </li>
              ))}
              {section.items?.map((item) => (
                <li key={item.id}>
                  <ItemCard item={item} config={config} />
                </li>
              ))}
            </Box>
          </Section>
        ) : null,
      )}
    </Container>
  );
}
