import { useState } from 'react';
import type { WalletBonus } from '@/api/modules/wallet';
import { Radio, ChoiceGroup } from '@/components/ui/Choice';
import { TextField } from '@/components/ui/TextField';
import { formatPrice } from '@/domain/format';
import { addFundAmountError } from '@/domain/wallet/display';
import { ADD_FUND, bestBonus } from '@/domain/wallet/rules';
import { useConfig } from '@/hooks/useConfig';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { FormDialog, useDialogSubmit } from './FormDialog';
import { useWalletApi } from './useWalletApi';
import styles from './account.module.css';

/**
 * Add fund (R-WALLET-2): the amount, the gateway and the bonus it earns; Add sends the customer to
 * the gateway, which returns to the wallet with the result.
 */
export function AddFundDialog({
  open,
  bonuses,
  onClose,
}: {
  open: boolean;
  bonuses: WalletBonus[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const config = useConfig();
  const api = useWalletApi();
  const gateways = config?.active_payment_method_list ?? [];
  const [amount, setAmount] = useState('');
  const [gateway, setGateway] = useState(gateways[0]?.gateway ?? '');
  const { error, setError, busy, send } = useDialogSubmit();
  const value = Number(amount.replace(',', '.'));
  const bonus = Number.isFinite(value) ? bestBonus(bonuses, value) : null;
  const money = (figure: number) => formatPrice(figure, config);

  const submit = async () => {
    const problem = addFundAmountError(amount);
    if (problem) {
      setError(t(problem, { min: money(ADD_FUND.min), max: money(ADD_FUND.max) }));
      return;
    }
    if (!gateway) {
      setError(t('Choose how to pay'));
      return;
    }
    await send(async () => {
      const callback = `${window.location.origin}${window.location.pathname}?page=wallet`;
      const link = await api.addFund({ amount: value, paymentMethod: gateway, callback });
      if (link) window.location.assign(link);
      else setError(t('Something went wrong. Please try again.'));
    });
  };

  return (
    <FormDialog
      open={open}
      title={t('Add fund')}
      submitLabel={t('Add fund')}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={t('Amount')}
        inputMode="decimal"
        value={amount}
        autoFocus
        onChange={(event) => {
          setAmount(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
      />
      <p className={styles.settingHint} aria-live="polite">
        {bonus
          ? t('You get a bonus of {{bonus}} ({{title}}).', {
              bonus: money(bonus.value),
              title: bonus.bonus.title,
            })
          : t('No bonus for this amount.')}
      </p>
      {gateways.length > 1 ? (
        <ChoiceGroup legend={t('Pay with')}>
          {gateways.map((option) => (
            <Radio
              key={option.gateway}
              name="add-fund-gateway"
              label={option.gateway_title}
              checked={gateway === option.gateway}
              onChange={() => setGateway(option.gateway)}
            />
          ))}
        </ChoiceGroup>
      ) : null}
    </FormDialog>
  );
}
