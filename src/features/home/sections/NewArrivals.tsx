import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { itemsOfTab, newArrivalCount } from '@/domain/home/tabs';
import { CategoryTabs } from '../parts/CategoryTabs';
import { HomeSection } from '../parts/HomeSection';
import { ItemGrid } from '../parts/Strips';
import styles from './newArrivals.module.css';

/**
 * New arrivals with category tabs (R-HOME-11): a grid of 10 items, 8 beside the
 * section banner, 4 on phones (hidden by CSS, so the server HTML fits every screen).
 */
export default function NewArrivals({
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
      <div className={styles.layout}>
        <div
          id="new-arrivals-panel"
          role="tabpanel"
          aria-labelledby={`new-arrivals-tab-${tab}`}
          className={styles.panel}
        >
          <ItemGrid items={shown} label={t('New Arrivals')} columns={banner ? 4 : 5} />
        </div>
        {banner ? (
          <div className={styles.banner}>
            <AppImage
              src={banner}
              alt=""
              fill
              sizes="260px"
              style={{ objectFit: 'cover', objectPosition: '85% center' }}
            />
          </div>
        ) : null}
      </div>
    </HomeSection>
  );
}
