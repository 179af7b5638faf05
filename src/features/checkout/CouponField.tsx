import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Coupon } from '@/api/modules/coupon';
import type { MoneyConfig } from '@/domain/format';
import type { CouponResult } from '@/domain/order/coupon';
import { Money } from '@/components/catalog/Money';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

/**
 * Coupon apply for members (contract §4 coupon/apply): the server checks the code for the store;
 * the minimum purchase is checked here with the shared rule and its spec message.
 */
export function CouponField({
  applied,
  result,
  busy,
  error,
  onApply,
  onRemove,
  money,
}: {
  applied: Coupon | null;
  result: CouponResult | null;
  busy: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  money: MoneyConfig | null;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const [code, setCode] = useState('');
  if (applied) {
    return (
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LocalOfferOutlined color="success" aria-hidden fontSize="small" />
          <Typography sx={{ flex: 1, fontWeight: 600 }}>
            <bdi>{applied.code}</bdi>
          </Typography>
          <Button size="small" color="error" onClick={onRemove}>
            {t('Remove')}
          </Button>
        </Stack>
        {result && !result.ok ? (
          <Typography variant="body2" color="error" role="alert">
            {t(result.message)} <Money amount={result.minPurchase} config={money} />
          </Typography>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onApply(code.trim());
      }}
    >
      <TextField
        size="small"
        label={t('Coupon code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? undefined}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 100 } }}
      />
      <Button type="submit" variant="outlined" loading={busy} disabled={!code.trim()}>
        {t('Apply')}
      </Button>
    </Stack>
  );
}
