import { PathIcon } from '@/components/icons/Icon';
import { CLOSE_ROUNDED } from '@/components/icons/material/CloseRounded';
import { SAVINGS_OUTLINED } from '@/components/icons/material/SavingsOutlined';
import { IconButton } from '@/components/ui/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { formatPrice } from '@/domain/format';
import { CASHBACK_GC_MS, CASHBACK_STALE_MS, cashbackValueText } from '@/domain/home/cashback';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { useHomeKey } from '../useHomeKey';
import styles from './cashbackWidget.module.css';

/**
 * The cashback floating widget (R-HOME-16): members only (cashback/list is
 * auth:api), staleTime 10000 and cacheTime 5000; it toggles open and closed; amount offers show as
 * currency, the others as a percentage.
 */
export default function CashbackWidget({ moduleId }: { moduleId: number }) {
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
    <div className={styles.widget}>
      {open ? (
        <div
          id="cashback-panel"
          role="region"
          aria-label={t('Cashback offers')}
          className={styles.panel}
        >
          <div className={styles.head}>
            <p className={styles.heading}>{t('Cashback offers')}</p>
            <IconButton size="small" aria-label={t('Close')} onClick={() => setOpen(false)}>
              <PathIcon d={CLOSE_ROUNDED} size={20} />
            </IconButton>
          </div>
          <ul className={styles.offers}>
            {offers.map((offer) => (
              <li key={offer.id} className={styles.offer}>
                <p className={styles.value}>
                  {t('{{value}} cashback', { value: cashbackValueText(offer, config) })}
                </p>
                {offer.title ? <p className={styles.offerTitle}>{offer.title}</p> : null}
                {offer.min_purchase ? (
                  <span className={styles.minimum}>
                    {t('Min purchase {{amount}}', {
                      amount: formatPrice(offer.min_purchase, config),
                    })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.fab}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? 'cashback-panel' : undefined}
      >
        <span className={styles.fabIcon}>
          <PathIcon d={SAVINGS_OUTLINED} />
        </span>
        {t('Cashback')}
      </button>
    </div>
  );
}
