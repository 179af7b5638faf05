import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import { SEARCH_NAMESPACES } from './i18n';
import styles from './listState.module.css';

/** The result-list fallback message appears after 5 s of loading (R-LIST-4). */
export const FALLBACK_AFTER_MS = 5000;

function SlowLoading({ label }: { label: string }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), FALLBACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loading}>
      <Spinner label={label} primary />
      {slow ? (
        <p className={styles.slowText} role="status">
          {t('This is taking longer than usual. Please wait a moment or try again.')}
        </p>
      ) : null}
    </div>
  );
}

interface Props {
  /** Entries loaded so far. */
  count: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** 'Items not found!' or 'Stores not found!'. */
  emptyText: string;
  /** A line under the empty title (search results: 'Sorry no data found related to your search'). */
  emptyHint?: string;
  loadingLabel: string;
  children: ReactNode;
}

/** The list, or its loading (with the 5 s fallback), error or empty state. */
export function ListState({
  count,
  loading,
  failed,
  onRetry,
  emptyText,
  emptyHint,
  loadingLabel,
  children,
}: Props) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  if (count > 0) return <>{children}</>;
  if (loading) return <SlowLoading label={loadingLabel} />;
  if (failed)
    return (
      <EmptyState
        title={t('Could not load this list.')}
        action={
          <Button variant="outlined" onClick={onRetry}>
            {t('Try again')}
          </Button>
        }
      />
    );
  return <EmptyState title={emptyText} text={emptyHint} />;
}
