import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useApi } from '@/api/ApiProvider';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAppSelector } from '@/store/hooks';
import { HomeSection } from '../parts/HomeSection';
import { cellWidthVariables } from '../parts/ScrollRow';
import { STORE_CELL, StoreStrip } from '../parts/Strips';
import { useHomeKey } from '../useHomeKey';
import styles from './visitAgain.module.css';

/** Placeholders shaped like the store cards they stand for (cover 2:1, logo row). */
function StoreStripSkeleton() {
  return (
    <div
      aria-hidden
      className={styles.skeletonRow}
      style={cellWidthVariables(STORE_CELL) as CSSProperties}
    >
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton className={styles.skeletonCover} />
          <div className={styles.skeletonBody}>
            <Skeleton variant="circular" width={56} height={56} className={styles.skeletonLogo} />
            <div className={styles.skeletonLines}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="55%" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The visited-stores strip, signed-in only (R-HOME-8): 'Visit Again!', or
 * 'Wanna Try Again!!' for food. Loaded in the browser; a guest, a 401 or an empty answer shows
 * nothing.
 */
export default function VisitAgain({
  moduleId,
  moduleType,
}: {
  moduleId: number;
  moduleType: string | null;
}) {
  const { t } = useTranslation('home');
  const api = useApi();
  const token = useAppSelector((state) => state.session.token);
  const { key, ready } = useHomeKey(moduleId, 'visit-again', token ? 'member' : 'guest');
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.catalog.visitAgain(),
    enabled: Boolean(token) && ready,
    staleTime: 60_000,
    retry: false,
  });
  if (!token || query.isError) return null;
  const title = moduleType === 'food' ? t('Wanna Try Again!!') : t('Visit Again!');
  if (query.isPending) {
    return (
      <HomeSection id="visit-again" title={title}>
        <StoreStripSkeleton />
      </HomeSection>
    );
  }
  if (!query.data.length) return null;
  return (
    <HomeSection id="visit-again" title={title}>
      <StoreStrip stores={query.data} label={title} moduleType={moduleType} />
    </HomeSection>
  );
}
