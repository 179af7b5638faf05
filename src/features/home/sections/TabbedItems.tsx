import { useTranslation } from '@/lib/i18n/useTranslation';
import { useMemo, useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { categoryTabsOf, itemsOfTab } from '@/domain/home/tabs';
import { CategoryTabs } from '../parts/CategoryTabs';
import { HomeSection } from '../parts/HomeSection';
import { ItemStrip } from '../parts/Strips';
import styles from './tabbedItems.module.css';

/**
 * Best-reviewed items and recommended items ('Item That You'll Love'): tab 0 is all, tab n the nth
 * category of the listed items (R-HOME-9). An optional section banner sits beside.
 */
export default function TabbedItems({
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
      <div className={styles.layout}>
        {banner ? (
          <div className={styles.banner}>
            <AppImage src={banner} alt="" fill sizes="240px" style={{ objectFit: 'cover' }} />
          </div>
        ) : null}
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          className={styles.panel}
        >
          <ItemStrip items={shown} label={title} />
        </div>
      </div>
    </HomeSection>
  );
}
