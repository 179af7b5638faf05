import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useEffect, useState } from 'react';
import type { FlashSale, FlashSaleItem, FlashSaleItemPage } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { ItemCard } from '@/components/catalog/ItemCard';
import { EmptyState } from '@/components/EmptyState';
import { flashSaleProgress, remainingTime } from '@/domain/listing/flashSale';
import { useConfig } from '@/hooks/useConfig';
import { LISTING_PAGE_SIZE } from './constants';
import { countText } from './countText';
import { SEARCH_NAMESPACES } from './i18n';
import { InfiniteFooter } from './InfiniteFooter';
import { ListingHeader } from './ListingHeader';
import { ListState } from './ListState';
import type { ListingScope } from './server';
import { useInfiniteList } from './useInfiniteList';
import { useListingApi } from './useListingApi';
import styles from './listing.module.css';

const entriesOf = (page: FlashSaleItemPage): FlashSaleItem[] => page.products ?? [];

/** Time left until the sale ends, ticking every second (client only: the server has no "now"). */
function Countdown({ end }: { end: string }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const left = now === null ? null : remainingTime(end, now);
  const parts = left
    ? [
        { value: left.days, label: t('Days') },
        { value: left.hours, label: t('Hours') },
        { value: left.minutes, label: t('Min') },
        { value: left.seconds, label: t('Sec') },
      ]
    : [];
  return (
    <div role="timer" aria-label={t('Time left')} className={styles.timer}>
      {parts.map((part) => (
        <span key={part.label} className={styles.timerPart}>
          <span className={styles.timerValue}>{String(part.value).padStart(2, '0')}</span>
          <span className={styles.timerLabel}>{part.label}</span>
        </span>
      ))}
    </div>
  );
}

function FlashItem({ entry, priority }: { entry: FlashSaleItem; priority: boolean }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const config = useConfig();
  const progress = flashSaleProgress(entry);
  return (
    <div className={styles.flashItem}>
      <div className={styles.flashCard}>
        <ItemCard item={entry.item} config={config} priority={priority} />
      </div>
      <div>
        {/* MUI's determinate LinearProgress, as a plain progress bar. */}
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          aria-label={t('Sold {{sold}} of {{stock}}', {
            sold: entry.sold,
            stock: entry.available_stock,
          })}
          className={styles.progress}
        >
          <div className={styles.progressBar} style={{ width: `${progress}%` }} />
        </div>
        <div className={styles.sold}>
          <span>{t('Sold: {{count}}', { count: entry.sold })}</span>
          <span>{t('Available: {{count}}', { count: entry.available_stock })}</span>
        </div>
      </div>
    </div>
  );
}

/** /flash-sales: the running flash sale's countdown and its products with sold progress. */
export function FlashSaleScreen({
  sale,
  listing,
}: {
  sale: Omit<FlashSale, 'active_products'> | null;
  listing: ListingScope;
}) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const api = useListingApi(listing);
  const saleId = sale?.id ?? 0;
  const fetchPage = useCallback(
    (offset: number) => api.catalog.flashSaleItems(saleId, { limit: LISTING_PAGE_SIZE, offset }),
    [api, saleId],
  );
  const query = useInfiniteList({
    queryKey: queryKeys.listing(
      locale,
      listing.zoneIds,
      listing.moduleId,
      'flash-sale',
      String(saleId),
      '',
    ),
    fetchPage,
    entries: entriesOf,
    enabled: sale !== null,
  });
  const title = sale?.title || t('Flash Sale');
  return (
    <div className={styles.page}>
      <CatalogBreadcrumbs trail={[{ label: t('Home'), href: '/home' }, { label: title }]} />
      {sale ? (
        <>
          <ListingHeader
            title={title}
            countText={query.data ? countText(t, 'item', listing.moduleType, query.total) : null}
          >
            <Countdown end={sale.end_date} />
          </ListingHeader>
          <ListState
            count={query.list.length}
            loading={query.isPending && query.fetchStatus !== 'idle'}
            failed={query.isError}
            onRetry={() => void query.refetch()}
            emptyText={t('Items not found!')}
            loadingLabel={t('Loading items')}
          >
            <ul aria-label={title} className={styles.itemGrid}>
              {query.list.map((entry, index) => (
                <li key={entry.id}>
                  <FlashItem entry={entry} priority={index < 5} />
                </li>
              ))}
            </ul>
          </ListState>
          <InfiniteFooter
            hasNextPage={Boolean(query.hasNextPage)}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
          />
        </>
      ) : (
        <>
          <ListingHeader title={title} />
          <EmptyState title={t('No flash sale is running right now.')} />
        </>
      )}
    </div>
  );
}
