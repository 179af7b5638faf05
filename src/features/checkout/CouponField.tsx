import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Coupon } from '@/api/modules/coupon';
import type { MoneyConfig } from '@/domain/format';
import type { CouponResult } from '@/domain/order/coupon';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { Money } from '@/components/catalog/Money';
import { PathIcon } from '@/components/icons/Icon';
import { LOCAL_OFFER_OUTLINED } from '@/components/icons/material/LocalOfferOutlined';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import styles from './checkout.module.css';

/**
 * Coupon apply for members (R-CHECKOUT-9, coupon/apply): the server checks the code for the store;
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
      <div className={styles.couponApplied}>
        <div className={styles.couponRow}>
          <span className={styles.couponIcon}>
            <PathIcon d={LOCAL_OFFER_OUTLINED} size={20} />
          </span>
          <p className={`${ui.body1} ${styles.couponCode}`}>
            <bdi>{applied.code}</bdi>
          </p>
          <Button size="small" color="error" onClick={onRemove}>
            {t('Remove')}
          </Button>
        </div>
        {result && !result.ok ? (
          <p className={`${ui.body2} ${ui.errorText}`} role="alert">
            {t(result.message)} <Money amount={result.minPurchase} config={money} />
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className={styles.couponForm}
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
        className={styles.couponField}
        inputProps={{ autoCapitalize: 'characters', maxLength: TEXT_LIMITS.couponCode }}
      />
      <Button type="submit" variant="outlined" busy={busy} disabled={!code.trim()}>
        {t('Apply')}
      </Button>
    </form>
  );
}
