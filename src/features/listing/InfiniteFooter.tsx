import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { SEARCH_NAMESPACES } from './i18n';
import { useSentinel } from '@/hooks/useSentinel';

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
    <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
      <div ref={ref} data-testid="list-sentinel" aria-hidden style={{ height: 1, width: '100%' }} />
      {isFetchingNextPage ? (
        <CircularProgress size={28} aria-label={t('Loading more')} />
      ) : (
        <Button variant="outlined" onClick={() => void fetchNextPage()}>
          {t('Load more')}
        </Button>
      )}
    </Box>
  );
}
