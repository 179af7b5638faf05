import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { Profile } from '@/api/types';
import { LEDGER_PAGE_SIZE, type WalletTransaction } from '@/api/modules/wallet';
import { queryKeys } from '@/api/queryKeys';
import { Notice } from '@/components/Notice';
import { PathIcon } from '@/components/icons/Icon';
import { ACCOUNT_BALANCE_WALLET_OUTLINED } from '@/components/icons/material/AccountBalanceWalletOutlined';
import { Button } from '@/components/ui/Button';
import { SegmentedControl } from '@/components/ui/Choice';
import { formatPrice } from '@/domain/format';
import { bonusLine, fundResult, walletRowLabel, walletRowAmount } from '@/domain/wallet/display';
import { WALLET_FILTERS, type WalletFilter } from '@/domain/wallet/rules';
import { useConfig } from '@/hooks/useConfig';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useAppSelector } from '@/store/hooks';
import { AddFundDialog } from './AddFundDialog';
import { LedgerList } from './LedgerList';
import { useWalletApi } from './useWalletApi';
import styles from './account.module.css';

const FILTER_LABELS: Record<WalletFilter | 'all', string> = {
  all: 'All',
  order: 'Orders',
  loyalty_point: 'Loyalty points',
  add_fund: 'Added funds',
  referrer: 'Referral',
  CashBack: 'Cashback',
};

function useWalletData(filter: WalletFilter | 'all') {
  const token = useAppSelector((state) => state.session.token);
  const api = useWalletApi();
  const transactions = useInfiniteQuery({
    queryKey: queryKeys.walletTransactions(token, filter),
    queryFn: ({ pageParam }) => api.transactions(filter === 'all' ? null : filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * LEDGER_PAGE_SIZE < last.total_size ? pages.length + 1 : undefined,
    enabled: Boolean(token),
  });
  const bonuses = useQuery({
    queryKey: queryKeys.walletBonuses(token),
    queryFn: () => api.bonuses(),
    enabled: Boolean(token),
  });
  return { transactions, bonuses: bonuses.data ?? [] };
}

/** The gateway's answer when the customer comes back from a top-up. */
function FundResult() {
  const { t } = useTranslation(['account', 'common']);
  const { query } = useRouter();
  const result = fundResult(query.flag);
  if (!result) return null;
  return (
    <Notice severity={result === 'success' ? 'success' : 'error'} role="status">
      {result === 'success'
        ? t('The fund was added to your wallet.')
        : result === 'cancel'
          ? t('The payment was canceled; nothing was added.')
          : t('The payment failed; nothing was added.')}
    </Notice>
  );
}

/** The wallet (R-WALLET-1): balance, Add fund, the running offers and the history by type. */
export function WalletSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['account', 'common']);
  const config = useConfig();
  const [filter, setFilter] = useState<WalletFilter | 'all'>('all');
  const [adding, setAdding] = useState(false);
  const { transactions, bonuses } = useWalletData(filter);
  const money = (amount: number) => formatPrice(amount, config);
  const canAdd = config?.add_fund_status === 1 && config?.digital_payment !== false;
  return (
    <div className={styles.settings}>
      <FundResult />
      <div className={styles.balanceCard}>
        <span aria-hidden className={styles.referralIcon}>
          <PathIcon d={ACCOUNT_BALANCE_WALLET_OUTLINED} size={40} />
        </span>
        <div>
          <p className={styles.settingHint}>{t('Wallet balance')}</p>
          <p className={styles.balance}>
            <bdi>{money(profile.wallet_balance ?? 0)}</bdi>
          </p>
        </div>
        {canAdd ? (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {t('Add fund')}
          </Button>
        ) : null}
      </div>
      {canAdd && bonuses.length ? (
        <section aria-labelledby="wallet-offers" className={styles.settingBlock}>
          <h2 id="wallet-offers" className={styles.settingTitle}>
            {t('Top-up offers')}
          </h2>
          <ul className={styles.offers}>
            {bonuses.map((bonus) => {
              const line = bonusLine(bonus, config);
              return (
                <li key={bonus.id}>
                  <strong>{bonus.title}</strong> — {t(line.key, line)}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="wallet-history" className={styles.settingBlock}>
        <h2 id="wallet-history" className={styles.settingTitle}>
          {t('Transactions')}
        </h2>
        <SegmentedControl<WalletFilter | 'all'>
          legend={t('Show')}
          name="wallet-filter"
          value={filter}
          segments={(['all', ...WALLET_FILTERS] as const).map((value) => ({
            value,
            label: t(FILTER_LABELS[value]),
          }))}
          onChange={setFilter}
        />
        <LedgerList<WalletTransaction>
          query={transactions}
          label={t('Transactions')}
          empty={t('No transactions yet')}
          renderRow={(row, when) => {
            const amount = walletRowAmount(row);
            return (
              <li key={row.id} className={styles.ledgerRow}>
                <span>
                  <span className={styles.ledgerTitle}>
                    {t(walletRowLabel(row.transaction_type))}
                  </span>
                  <span className={styles.settingHint}>{when}</span>
                </span>
                <span className={amount >= 0 ? styles.plus : styles.minus}>
                  <bdi>
                    {amount >= 0 ? '+' : '−'}
                    {money(Math.abs(amount))}
                  </bdi>
                </span>
              </li>
            );
          }}
        />
      </section>
      {adding ? <AddFundDialog open bonuses={bonuses} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}
