import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import type { Coupon } from '@/api/modules/coupon';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { failureText } from './shared/placing';

/** The coupon a member applies to the order of one store (the server checks the code). */
export function useCoupon(storeId: number | null) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (code: string) => {
    if (!storeId) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.coupon.apply(code, storeId);
      setCoupon(answer);
      toast.success(t('Coupon applied'), { id: 'coupon' });
    } catch (failure) {
      setError(failureText(failure, t('Something went wrong. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return { coupon, busy, error, apply, remove: () => setCoupon(null) };
}
