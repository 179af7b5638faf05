import { useTranslation } from '@/lib/i18n/useTranslation';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';
import { SEARCH_NAMESPACES } from './i18n';
import { useSentinel } from '@/hooks/useSentinel';
import styles from './listState.module.css';

interface Props {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The sentinel that loads the next page when it scrolls into view, with a Load more fallback. */
export function InfiniteFooter({ hasNextPage, isFetchingNextPage, fetchNextPage }: Props) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const canLoad = hasNextPage && !isFetchingNextPage;
  const ref = useSentinel(() => {
    if (canLoad) void fetchNextPage();
  }, canLoad);
  if (!hasNextPage) return null;
  return (
    <div className={styles.footer}>
      <div ref={ref} data-testid="list-sentinel" aria-hidden className={styles.sentinel} />
      {isFetchingNextPage ? (
        <Spinner size={28} label={t('Loading more')} primary />
      ) : (
        <Button variant="outlined" onClick={() => void fetchNextPage()}>
          {t('Load more')}
        </Button>
      )}
    </div>
  );
}
