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
import { pointTransfer, type LoyaltyConfig, type PointTransferError } from '@/domain/loyalty/rules';
import { useConfig } from '@/hooks/useConfig';
import { useTranslation } from '@/lib/i18n/useTranslation';
import toast from '@/lib/toast';
import { useAppSelector } from '@/store/hooks';
import { FormDialog, useDialogSubmit } from './FormDialog';
import { LedgerList } from './LedgerList';
import { useWalletApi } from './useWalletApi';
import styles from './account.module.css';

const TRANSFER_MESSAGES: Record<PointTransferError, string> = {
  invalid: 'Enter a whole number of points',
  below_minimum: 'Convert at least {{min}} points',
  insufficient: 'You have only {{balance}} points',
  no_value: 'These points are worth nothing yet',
};

/**
 * Convert to wallet (R-LOYALTY-2): the points, what they are worth, and the limits, judged by the
 * API's rule as they are typed (a fraction of a point is refused, never shown as money).
 */
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
  // The API's own rule (pointTransfer): what the typed points are worth, or why they are refused.
  const transfer = points.trim() ? pointTransfer(points, balance, rules) : null;
  const refusal = (problem: PointTransferError) =>
    t(TRANSFER_MESSAGES[problem], { min: rules.minimumPoint, balance });
  const shownError = error ?? (transfer && !transfer.ok ? refusal(transfer.error) : null);

  const submit = async () => {
    const checked = pointTransfer(points, balance, rules);
    if (!checked.ok) {
      setError(refusal(checked.error));
      return;
    }
    await send(async () => {
      const answer = await api.transferPoints(checked.points);
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
          setPoints(event.target.value);
          setError(null);
        }}
        error={Boolean(shownError)}
        helperText={shownError ?? undefined}
      />
      <p className={styles.settingHint} aria-live="polite">
        {transfer?.ok
          ? t('You get {{amount}} in your wallet.', {
              amount: formatPrice(transfer.amount, config),
            })
          : null}
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
