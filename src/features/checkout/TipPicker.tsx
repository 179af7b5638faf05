import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { parseTip, TIP_PRESETS } from '@/domain/checkout/order';
import { formatPrice, type MoneyConfig } from '@/domain/format';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

/** The delivery-person tip: none, a preset or a typed amount (contract §10.1 dm_tips). */
export function TipPicker({
  value,
  onChange,
  money,
}: {
  value: number;
  onChange: (tip: number) => void;
  money: MoneyConfig | null;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const preset = (TIP_PRESETS as readonly number[]).includes(value);
  const [custom, setCustom] = useState(value > 0 && !preset ? String(value) : '');
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="textSecondary">
        {t('Thank your delivery person with a tip. The whole tip goes to them.')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={preset ? value : value === 0 && !custom ? 0 : null}
        onChange={(_, next: number | null) => {
          if (next === null) return;
          setCustom('');
          onChange(next);
        }}
        aria-label={t('Delivery Man Tips')}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value={0}>{t('No tip')}</ToggleButton>
        {TIP_PRESETS.map((amount) => (
          <ToggleButton key={amount} value={amount}>
            <bdi>{formatPrice(amount, money)}</bdi>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        size="small"
        label={t('Other amount')}
        value={custom}
        onChange={(event) => {
          setCustom(event.target.value);
          onChange(parseTip(event.target.value));
        }}
        sx={{ maxWidth: 220 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
    </Stack>
  );
}
