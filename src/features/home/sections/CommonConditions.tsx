import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { CommonCondition, Item } from '@/api/catalogTypes';
import { Skeleton } from '@/components/ui/Skeleton';
import { conditionRows } from '@/domain/home/tabs';
import { CategoryTabs } from '../parts/CategoryTabs';
import { HomeSection } from '../parts/HomeSection';
import { cellWidthVariables } from '../parts/ScrollRow';
import { ItemStrip, ITEM_CELL } from '../parts/Strips';
import { useHomeKey } from '../useHomeKey';
import styles from './commonConditions.module.css';

/** R-HOME-14: common condition products limit 20, offset 1. */
const LIMIT = 20;

/**
 * Pharmacy common conditions as tabs (R-HOME-14): the first condition's products come
 * with the page, the others load when their tab is chosen; two rows above 7 products.
 */
export default function CommonConditions({
  conditions,
  first,
  moduleId,
}: {
  conditions: CommonCondition[];
  first: { total_size: number; products: Item[] };
  moduleId: number;
}) {
  const { t } = useTranslation('home');
  const api = useApi();
  const [tab, setTab] = useState(0);
  const condition = conditions[tab];
  const { key, ready } = useHomeKey(moduleId, 'condition', condition?.id ?? 0);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.catalog.commonConditionItems(condition.id, { limit: LIMIT, offset: 1 }),
    enabled: Boolean(condition) && (tab !== 0 || !first.products.length) && ready,
    initialData: tab === 0 && first.products.length ? first : undefined,
    staleTime: 60_000,
  });
  const page = tab === 0 && first.products.length ? first : query.data;
  const title = t('Common Conditions');
  return (
    <HomeSection id="common-conditions" title={title}>
      <CategoryTabs
        idBase="common-conditions"
        labels={conditions.map((entry) => entry.name)}
        value={tab}
        onChange={setTab}
        ariaLabel={title}
      />
      <div
        id="common-conditions-panel"
        role="tabpanel"
        aria-labelledby={`common-conditions-tab-${tab}`}
      >
        {page ? (
          page.products.length ? (
            <ItemStrip
              items={page.products}
              label={condition?.name ?? title}
              rows={conditionRows(page.total_size)}
            />
          ) : (
            <p className={styles.empty}>{t('No items for this condition yet.')}</p>
          )
        ) : (
          <div
            aria-busy
            className={styles.skeletonRow}
            style={cellWidthVariables(ITEM_CELL) as CSSProperties}
          >
            {[0, 1, 2, 3, 4].map((index) => (
              <div key={index}>
                <Skeleton variant="rounded" className={styles.skeletonImage} />
                <Skeleton variant="text" width="80%" />
                <Skeleton variant="text" width="50%" />
              </div>
            ))}
          </div>
        )}
      </div>
    </HomeSection>
  );
}
