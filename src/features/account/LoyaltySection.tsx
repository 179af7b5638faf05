import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '@/api/types';
import { LEDGER_PAGE_SIZE, type LoyaltyTransaction } from '@/api/modules/wallet';
import { queryKeys } from '@/api/queryKeys';
import { PathIcon } from '@/components/icons/Icon';
import { LOYALTY_OUTLINED } from '@/components/icons/material/LoyaltyOutlined';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { formatPrice } from '@/domain/format';
import {
  pointTransferError,
  walletAmountForPoints,
  type LoyaltyConfig,
} from '@/domain/loyalty/rules';
import { useConfig } from '@/hooks/useConfig';
import { useTranslation } from '@/lib/i18n/useTranslation';
import toast from '@/lib/toast';
import { useAppSelector } from '@/store/hooks';
import { FormDialog, useDialogSubmit } from './FormDialog';
import { LedgerList } from './LedgerList';
import { useWalletApi } from './useWalletApi';
import styles from './account.module.css';

const TRANSFER_MESSAGES = {
  invalid: 'Enter a whole number of points',
  below_minimum: 'Convert at least {{min}} points',
  insufficient: 'You have only {{balance}} points',
  no_value: 'These points are worth nothing yet',
} as const;

/** Convert to wallet (R-LOYALTY-2): the points, what they are worth, and the limits. */
function ConvertDialog({
  balance,
  rules,
  onClose,
}: {
  balance: number;
  rules: LoyaltyConfig;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const config = useConfig();
  const api = useWalletApi();
  const queryClient = useQueryClient();
  const [points, setPoints] = useState('');
  const { error, setError, busy, send } = useDialogSubmit();
  const value = Number(points);
  const worth = walletAmountForPoints(Number.isFinite(value) ? value : 0, rules.exchangeRate);

  const submit = async () => {
    const problem = pointTransferError(value, balance, rules);
    if (problem) {
      setError(t(TRANSFER_MESSAGES[problem], { min: rules.minimumPoint, balance }));
      return;
    }
    await send(async () => {
      const answer = await api.transferPoints(value);
      toast.success(answer.message || t('Points converted to your wallet'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.all.profile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.all.wallet }),
      ]);
      onClose();
    });
  };

  return (
    <FormDialog
      open
      title={t('Convert to wallet')}
      submitLabel={t('Convert')}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className={styles.settingHint}>
        {t('{{rate}} points make {{unit}}. Convert at least {{min}} points.', {
          rate: rules.exchangeRate,
          unit: formatPrice(1, config),
          min: rules.minimumPoint,
        })}
      </p>
      <TextField
        label={t('Points to convert')}
        inputMode="numeric"
        value={points}
        autoFocus
        onChange={(event) => {
          setPoints(event.target.value.replace(/\D/g, ''));
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
      />
      <p className={styles.settingHint} aria-live="polite">
        {t('You get {{amount}} in your wallet.', { amount: formatPrice(worth, config) })}
      </p>
    </FormDialog>
  );
}

/** Loyalty points (R-LOYALTY-1): balance, Convert to wallet, the history. */
export function LoyaltySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  const config = useConfig();
  const token = useAppSelector((state) => state.session.token);
  const api = useWalletApi();
  const [converting, setConverting] = useState(false);
  const balance = profile.loyalty_point ?? 0;
  const rules: LoyaltyConfig = {
    exchangeRate: Number(config?.loyalty_point_exchange_rate) || 0,
    minimumPoint: Number(config?.loyalty_point_minimum_point) || 0,
  };
  const transactions = useInfiniteQuery({
    queryKey: queryKeys.loyaltyTransactions(token),
    queryFn: ({ pageParam }) => api.loyaltyTransactions(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * LEDGER_PAGE_SIZE < last.total_size ? pages.length + 1 : undefined,
    enabled: Boolean(token),
  });
  return (
    <div className={styles.settings}>
      <div className={styles.balanceCard}>
        <span aria-hidden className={styles.referralIcon}>
          <PathIcon d={LOYALTY_OUTLINED} size={40} />
        </span>
        <div>
          <p className={styles.settingHint}>{t('Loyalty points')}</p>
          <p className={styles.balance}>{balance}</p>
          {Number(config?.loyalty_point_item_purchase_point) > 0 ? (
            <p className={styles.settingHint}>
              {t('You earn {{percent}}% of each delivered order as points.', {
                percent: Number(config?.loyalty_point_item_purchase_point),
              })}
            </p>
          ) : null}
        </div>
        <Button variant="contained" onClick={() => setConverting(true)}>
          {t('Convert to wallet')}
        </Button>
      </div>
      <section aria-labelledby="loyalty-history" className={styles.settingBlock}>
        <h2 id="loyalty-history" className={styles.settingTitle}>
          {t('Transactions')}
        </h2>
        <LedgerList<LoyaltyTransaction>
          query={transactions}
          label={t('Transactions')}
          empty={t('No transactions yet')}
          renderRow={(row, when) => {
            const earned = (Number(row.credit) || 0) - (Number(row.debit) || 0);
            return (
              <li key={row.id} className={styles.ledgerRow}>
                <span>
                  <span className={styles.ledgerTitle}>
                    {t(
                      row.transaction_type === 'point_to_wallet'
                        ? 'Converted to wallet'
                        : 'Earned on an order',
                    )}
                  </span>
                  <span className={styles.settingHint}>{when}</span>
                </span>
                <span className={earned >= 0 ? styles.plus : styles.minus}>
                  {earned >= 0 ? '+' : '−'}
                  {t('{{count}} points', { count: Math.abs(earned) })}
                </span>
              </li>
            );
          }}
        />
      </section>
      {converting ? (
        <ConvertDialog balance={balance} rules={rules} onClose={() => setConverting(false)} />
      ) : null}
    </div>
  );
}
