import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { LedgerPage } from '@/api/modules/wallet';
import { EmptyState } from '@/components/EmptyState';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import { useSentinel } from '@/hooks/useSentinel';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './account.module.css';

export interface LedgerRow {
  id: number;
  created_at: string;
}

/**
 * A ledger (wallet or loyalty points) newest first, loading the next page as its end comes into
 * view (Load more stays for browsers without IntersectionObserver).
 */
export function LedgerList<T extends LedgerRow>({
  query,
  label,
  empty,
  renderRow,
}: {
  query: UseInfiniteQueryResult<InfiniteData<LedgerPage<T>>>;
  label: string;
  empty: string;
  renderRow: (row: T, when: string) => ReactNode;
}) {
  const { t } = useTranslation(['account', 'common']);
  const { locale = 'en' } = useRouter();
  const more = Boolean(query.hasNextPage) && !query.isFetchingNextPage;
  const sentinel = useSentinel(() => void query.fetchNextPage(), more);
  if (query.isLoading)
    return (
      <div className={styles.center}>
        <Spinner primary label={t('Loading')} />
      </div>
    );
  if (query.isError)
    return (
      <Notice
        severity="error"
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        }
      >
        {t('The transactions could not be loaded.')}
      </Notice>
    );
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (!rows.length) return <EmptyState title={empty} />;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <ul className={styles.ledger} aria-label={label}>
        {rows.map((row) => {
          const date = new Date(row.created_at);
          return renderRow(row, Number.isNaN(date.getTime()) ? '' : format.format(date));
        })}
      </ul>
      {query.hasNextPage ? (
        <div ref={sentinel} className={styles.center}>
          <Button
            variant="outlined"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('Load more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
