import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PathIcon } from '@/components/icons/Icon';
import { CLOSE_ROUNDED } from '@/components/icons/material/CloseRounded';
import { SAVINGS_OUTLINED } from '@/components/icons/material/SavingsOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { formatPrice } from '@/domain/format';
import { CASHBACK_GC_MS, CASHBACK_STALE_MS, cashbackValueText } from '@/domain/home/cashback';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { useHomeKey } from '../useHomeKey';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The cashback floating widget (R-HOME-16): members only (cashback/list is
 * auth:api), staleTime 10000 and cacheTime 5000; it toggles open and closed; amount offers show as
 * currency, the others as a percentage.
 */
function CashbackWidget({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation('home');
  const api = useApi();
  const config = useConfig();
  const token = useAppSelector((state) => state.session.token);
  const { key, ready } = useHomeKey(moduleId, 'cashback', token ? 'member' : 'guest');
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.catalog.cashbackList(),
    enabled: Boolean(token) && ready,
    staleTime: CASHBACK_STALE_MS,
    gcTime: CASHBACK_GC_MS,
    retry: false,
  });
  const offers = query.data ?? [];
  if (!token || !offers.length) return null;
  return (
    <Box sx={{ position: 'fixed', bottom: { xs: 88, md: 24 }, insetInlineStart: 16, zIndex: 1200 }}>
      {open ? (
        <Paper
          id="cashback-panel"
          elevation={6}
          role="region"
          aria-label={t('Cashback offers')}
          sx={{ p: 2, width: 280, borderRadius: 3, mb: 1 }}
        >
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
          >
            <Typography sx={{ fontWeight: 700 }}>{t('Cashback offers')}</Typography>
            <IconButton size="small" aria-label={t('Close')} onClick={() => setOpen(false)}>
              <PathIcon d={CLOSE_ROUNDED} size={20} />
            </IconButton>
          </Box>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {offers.map((offer) => (
              <Box
                component="li"
                key={offer.id}
                sx={{ p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}
              >
                <Typography sx={{ fontWeight: 800, color: 'primary.main' }}>
                  {t('{{value}} cashback', { value: cashbackValueText(offer, config) })}
                </Typography>
                {offer.title ? <Typography variant="body2">{offer.title}</Typography> : null}
                {offer.min_purchase ? (
                  <Typography variant="caption" color="textSecondary">
                    {t('Min purchase {{amount}}', {
                      amount: formatPrice(offer.min_purchase, config),
                    })}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        </Paper>
      ) : null}
      <Fab
        color="primary"
        variant="extended"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? 'cashback-panel' : undefined}
      >
        <Box component="span" sx={{ marginInlineEnd: 1, lineHeight: 0 }}>
          <PathIcon d={SAVINGS_OUTLINED} />
        </Box>
        {t('Cashback')}
      </Fab>
    </Box>
  );
}

export default withMuiScope(CashbackWidget);
