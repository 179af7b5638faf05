import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PathIcon } from '@/components/icons/Icon';
import { CHECK_CIRCLE_OUTLINED } from '@/components/icons/material/CheckCircleOutlined';
import { ButtonLink } from '@/components/ui/Button';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { plusPhone } from '@/domain/checkout/address';
import { trackOrderHref } from '@/domain/checkout/trackLink';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * After a guest's order: the order ID and the phone to remember, since a guest tracks the order
 * with them on /track-order (R-GUEST-2); its Track Order link carries both, so the order
 * shows at once. Loaded with next/dynamic (the default export,
 * in its MUI scope) only once an order is placed.
 */
export function GuestOrderDialog({
  open,
  orderId,
  phone,
  onClose,
}: {
  open: boolean;
  orderId: string;
  phone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Stack sx={{ alignItems: 'center', pt: 3, color: 'success.main' }}>
        <PathIcon d={CHECK_CIRCLE_OUTLINED} size={56} />
      </Stack>
      <DialogHeader id={titleId} title={t('Order placed successfully')} centered />
      <DialogContent>
        <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 2 }}>
          {t('Remember your order ID and phone number: you need them to track your order.')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
            p: 2,
            borderRadius: 2,
            bgcolor: 'action.hover',
            '& dd': { m: 0, fontWeight: 700 },
          }}
        >
          <dt>{t('Order ID')}</dt>
          <dd data-testid="guest-order-id">
            <bdi dir="ltr">#{orderId}</bdi>
          </dd>
          <dt>{t('Phone')}</dt>
          <dd>
            <bdi dir="ltr">{plusPhone(phone)}</bdi>
          </dd>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <ButtonLink href="/home" color="inherit" variant="outlined" onClick={onClose}>
          {t('Back to home')}
        </ButtonLink>
        <ButtonLink href={trackOrderHref(orderId, plusPhone(phone))} variant="contained" autoFocus>
          {t('Track Order')}
        </ButtonLink>
      </DialogActions>
    </Dialog>
  );
}

export default withMuiScope(GuestOrderDialog);
