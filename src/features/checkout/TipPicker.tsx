import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { parseTip, TIP_PRESETS } from '@/domain/checkout/order';
import { formatPrice, priceInText, type MoneyConfig } from '@/domain/format';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import styles from './checkout.module.css';

/**
 * The delivery-person tip: none, a preset or a typed amount (R-CHECKOUT-10, dm_tips). The presets
 * are toggle buttons (aria-pressed), as MUI's exclusive ToggleButtonGroup rendered them.
 */
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
  const api = useApi();
  const mostTipped = useQuery({
    queryKey: queryKeys.mostTips(),
    queryFn: () => api.config.mostTips(),
    staleTime: 10 * 60_000,
  }).data;
  const preset = (TIP_PRESETS as readonly number[]).includes(value);
  const [custom, setCustom] = useState(value > 0 && !preset ? String(value) : '');
  const pressed = preset ? value : value === 0 && !custom ? 0 : null;
  const choose = (next: number) => {
    // Like the exclusive group: pressing the pressed button changes nothing.
    if (next === pressed) return;
    setCustom('');
    onChange(next);
  };
  const toggle = `${styles.toggle} ${styles.toggleSmall}`;
  return (
    <div className={styles.tipStack}>
      <p className={`${ui.body2} ${ui.secondary}`}>
        {t('Thank your delivery person with a tip. The whole tip goes to them.')}
      </p>
      {mostTipped ? (
        <p className={`${ui.body2} ${ui.secondary}`}>
          {t('Most customers tip {{amount}}.', { amount: priceInText(mostTipped, money) })}
        </p>
      ) : null}
      <div role="group" aria-label={t('Delivery Man Tips')} className={styles.toggles}>
        <button
          type="button"
          className={toggle}
          aria-pressed={pressed === 0}
          onClick={() => choose(0)}
        >
          {t('No tip')}
        </button>
        {TIP_PRESETS.map((amount) => (
          <button
            key={amount}
            type="button"
            className={toggle}
            aria-pressed={pressed === amount}
            onClick={() => choose(amount)}
          >
            <bdi>{formatPrice(amount, money)}</bdi>
            {amount === mostTipped ? (
              <span className={styles.mostTipped}>{t('Most tipped')}</span>
            ) : null}
          </button>
        ))}
      </div>
      <TextField
        size="small"
        label={t('Other amount')}
        value={custom}
        onChange={(event) => {
          setCustom(event.target.value);
          onChange(parseTip(event.target.value));
        }}
        className={styles.otherAmount}
        inputMode="decimal"
        inputProps={{ dir: 'ltr' }}
      />
    </div>
  );
}
