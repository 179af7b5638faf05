import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Category, Item } from '@/api/catalogTypes';
import { itemsOfTab } from '@/domain/home/tabs';
import { CategoryTabs } from '../parts/CategoryTabs';
import { HomeSection } from '../parts/HomeSection';
import { ItemStrip } from '../parts/Strips';

/** Featured categories with their items: a tab per featured category after All. */
export default function FeaturedCategories({
  categories,
  products,
}: {
  categories: Category[];
  products: Item[];
}) {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState(0);
  const title = t('Featured Categories');
  return (
    <HomeSection id="featured-categories" title={title}>
      <CategoryTabs
        idBase="featured-categories"
        labels={[t('All'), ...categories.map((category) => category.name)]}
        value={tab}
        onChange={setTab}
        ariaLabel={title}
      />
      <div
        id="featured-categories-panel"
        role="tabpanel"
        aria-labelledby={`featured-categories-tab-${tab}`}
      >
        <ItemStrip items={itemsOfTab(products, categories, tab)} label={title} />
      </div>
    </HomeSection>
  );
}
