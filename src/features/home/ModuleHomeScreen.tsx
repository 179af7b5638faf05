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
  const empty =
    !data.popularStores.length &&
    !data.popularItems.length &&
    !data.specialOffers.length &&
    !data.newStores.length;

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
      {data.popularStores.length ? (
        <Section id="popular-stores" title={t(food ? 'Popular Restaurants' : 'Popular Stores')}>
          <Box component="ul" sx={gridSx(260)}>
            {data.popularStores.map((store, index) => (
              <li key={store.id}>
                <StoreCard
                  store={store}
                  moduleType={moduleType}
                  config={config}
                  priority={index < 2}
                />
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
      {data.popularItems.length ? (
        <Section
          id="popular-items"
          title={t(food ? 'Popular Foods Nearby' : 'Popular Items Nearby')}
        >
          <Box component="ul" sx={gridSx(180)}>
            {data.popularItems.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} config={config} />
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
      {data.specialOffers.length ? (
        <Section id="special-offers" title={t('Special Offers')}>
          <Box component="ul" sx={gridSx(180)}>
            {data.specialOffers.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} config={config} />
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
      {data.newStores.length ? (
        <Section id="new-stores" title={t(`New ${labels.stores}`)}>
          <Box component="ul" sx={gridSx(260)}>
            {data.newStores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} moduleType={moduleType} config={config} />
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
    </Container>
  );
}
