import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useApi } from '@/api/ApiProvider';
import { useAppSelector } from '@/store/hooks';
import { HomeSection } from '../parts/HomeSection';
import { STORE_CELL, StoreStrip } from '../parts/Strips';
import { useHomeKey } from '../useHomeKey';
import { withMuiScope } from '@/theme/MuiScope';

/** Placeholders shaped like the store cards they stand for (cover 2:1, logo row). */
export function StoreStripSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: STORE_CELL,
        gap: 2,
        overflow: 'hidden',
        pb: 1,
      }}
    >
      {[0, 1, 2, 3].map((index) => (
        <Box
          key={index}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        >
          <Skeleton variant="rectangular" sx={{ aspectRatio: '2 / 1', height: 'auto' }} />
          <Box sx={{ display: 'flex', gap: 1.5, p: 1.5 }}>
            <Skeleton variant="circular" width={56} height={56} sx={{ mt: -4, flexShrink: 0 }} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
              <Skeleton width="55%" />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The visited-stores strip, signed-in only (R-HOME-8): 'Visit Again!', or
 * 'Wanna Try Again!!' for food. Loaded in the browser; a guest, a 401 or an empty answer shows
 * nothing.
 */
function VisitAgain({ moduleId, moduleType }: { moduleId: number; moduleType: string | null }) {
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

export default withMuiScope(VisitAgain);
