import Box from '@mui/material/Box';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useMemo, useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { categoryTabsOf, itemsOfTab } from '@/domain/home/tabs';
import { CategoryTabs } from '../parts/CategoryTabs';
import { HomeSection } from '../parts/HomeSection';
import { ItemStrip } from '../parts/Strips';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * Best-reviewed items and recommended items ('Item That You'll Love'): tab 0 is all, tab n the nth
 * category of the listed items (R-HOME-9). An optional section banner sits beside.
 */
function TabbedItems({
  id,
  title,
  items,
  banner,
}: {
  id: string;
  title: string;
  items: Item[];
  banner?: string | null;
}) {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState(0);
  const tabs = useMemo(() => categoryTabsOf(items), [items]);
  const shown = itemsOfTab(items, tabs, tab);
  return (
    <HomeSection id={id} title={title}>
      {tabs.length ? (
        <CategoryTabs
          idBase={id}
          labels={[t('All'), ...tabs.map((entry) => entry.name)]}
          value={tab}
          onChange={setTab}
          ariaLabel={title}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch' }}>
        {banner ? (
          <Box
            sx={{
              display: { xs: 'none', lg: 'block' },
              position: 'relative',
              flex: '0 0 240px',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'action.hover',
              minHeight: 300,
            }}
          >
            <AppImage src={banner} alt="" fill sizes="240px" style={{ objectFit: 'cover' }} />
          </Box>
        ) : null}
        <Box
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <ItemStrip items={shown} label={title} />
        </Box>
      </Box>
    </HomeSection>
  );
}

export default withMuiScope(TabbedItems);
