import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Store } from '@/api/catalogTypes';
import { BEST_STORE_TABS, storesOfTab } from '@/domain/home/tabs';
import { CategoryTabs } from '../parts/CategoryTabs';
import { HomeSection } from '../parts/HomeSection';
import { StoreStrip } from '../parts/Strips';

/**
 * Best-store tabs (R-HOME-10): Popular (default order), Top Rated (descending
 * avg_rating), New (descending created_at).
 */
export default function BestStores({
  stores,
  moduleType,
  title,
}: {
  stores: Store[];
  moduleType: string | null;
  title: string;
}) {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState(0);
  return (
    <HomeSection
      id="best-stores"
      title={title}
      action={{ href: '/store/popular', label: t('View all') }}
    >
      <CategoryTabs
        idBase="best-stores"
        labels={BEST_STORE_TABS.map((label) => t(label))}
        value={tab}
        onChange={setTab}
        ariaLabel={title}
      />
      <div id="best-stores-panel" role="tabpanel" aria-labelledby={`best-stores-tab-${tab}`}>
        <StoreStrip stores={storesOfTab(stores, tab)} label={title} moduleType={moduleType} />
      </div>
    </HomeSection>
  );
}
