import Box from '@mui/material/Box';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { itemsOfTab, newArrivalCount } from '@/domain/home/tabs';
import { CategoryTabs } from '../parts/CategoryTabs';
import { HomeSection } from '../parts/HomeSection';
import { ItemGrid } from '../parts/Strips';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * New arrivals with category tabs (R-HOME-11): a grid of 10 items, 8 beside the
 * section banner, 4 on phones (hidden by CSS, so the server HTML fits every screen).
 */
function NewArrivals({
  products,
  categories,
  banner,
}: {
  products: Item[];
  categories: { id: number; name: string }[];
  banner: string | null;
}) {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState(0);
  const shown = itemsOfTab(products, categories, tab).slice(
    0,
    newArrivalCount(Boolean(banner), false),
  );
  const phone = newArrivalCount(Boolean(banner), true);
  return (
    <HomeSection id="new-arrivals" title={t('New Arrivals')}>
      {categories.length ? (
        <CategoryTabs
          idBase="new-arrivals"
          labels={[t('All'), ...categories.map((category) => category.name)]}
          value={tab}
          onChange={setTab}
          ariaLabel={t('New Arrivals')}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Box
          id="new-arrivals-panel"
          role="tabpanel"
          aria-labelledby={`new-arrivals-tab-${tab}`}
          sx={{
            flex: 1,
            minWidth: 0,
            [`& li:nth-of-type(n+${phone + 1})`]: { display: { xs: 'none', sm: 'block' } },
          }}
        >
          <ItemGrid items={shown} label={t('New Arrivals')} columns={banner ? 4 : 5} />
        </Box>
        {banner ? (
          <Box
            sx={{
              display: { xs: 'none', lg: 'block' },
              position: 'relative',
              flex: '0 0 260px',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'action.hover',
            }}
          >
            <AppImage
              src={banner}
              alt=""
              fill
              sizes="260px"
              style={{ objectFit: 'cover', objectPosition: '85% center' }}
            />
          </Box>
        ) : null}
      </Box>
    </HomeSection>
  );
}

export default withMuiScope(NewArrivals);
