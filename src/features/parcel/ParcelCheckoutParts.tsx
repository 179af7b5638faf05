import { useTranslation } from '@/lib/i18n/useTranslation';
import { Money } from '@/components/catalog/Money';
import { MoneyRow, MoneyRows } from '@/components/catalog/MoneyRow';
import { PathIcon } from '@/components/icons/Icon';
import { CHECK_CIRCLE_OUTLINED } from '@/components/icons/material/CheckCircleOutlined';
import { Notice } from '@/components/Notice';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ChoiceGroup, Radio } from '@/components/ui/Choice';
import { Skeleton } from '@/components/ui/Skeleton';
import { TextField } from '@/components/ui/TextField';
import { CHARGE_PAYERS, type ChargePayer, type ParcelPayment } from '@/domain/orders/parcel';
import { addressExtras } from '@/domain/orders/orders';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import styles from './checkout.module.css';
import type { ParcelDraft } from './draft';
import { partyPhone, type PlacedParcel } from './parcelOrder';
import type { ParcelCheckout } from './useParcelCheckout';

const PAYMENT_LABELS: Record<ParcelPayment, string> = {
  cash_on_delivery: 'Cash on delivery',
  wallet: 'Wallet',
  digital_payment: 'Digital payment',
};

function Party({
  title,
  party,
}: {
  title: string;
  party: ParcelDraft['sender'] | ParcelDraft['receiver'];
}) {
  const extras = addressExtras(party);
  return (
    <div className={styles.party}>
      <h3 className={styles.partyTitle}>{title}</h3>
      <p className={styles.partyName}>{party.name}</p>
      <p className={styles.partyLine}>
        <bdi dir="ltr">{partyPhone(party)}</bdi>
      </p>
      <p className={styles.partyAddress}>{party.address}</p>
      {extras ? <p className={styles.partyLine}>{extras}</p> : null}
    </div>
  );
}

/** The order placed (a guest's, or one switched to cash): its id and phone, to track it later. */
export function ParcelPlaced({ placed }: { placed: PlacedParcel }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <div className={`${styles.container} ${styles.narrow} ${styles.centered}`}>
      <span className={styles.statusIcon}>
        <PathIcon d={CHECK_CIRCLE_OUTLINED} size={64} />
      </span>
      <h1 className={styles.title}>{t('Order placed successfully')}</h1>
      <p className={styles.orderId}>
        {t('Order ID')}:{' '}
        <strong>
          <bdi>#{placed.orderId}</bdi>
        </strong>
      </p>
      <p className={styles.remember}>
        {t('Remember your order ID and phone number to track your order later.')}{' '}
        <bdi dir="ltr">{placed.phone}</bdi>
      </p>
      <ButtonLink href={`/track-order?order_id=${placed.orderId}`} variant="contained">
        {t('Track order')}
      </ButtonLink>
    </div>
  );
}

/** Back from the gateway without payment: switch the order to cash on delivery, or go home. */
export function ParcelPaymentFailed({
  failed,
  error,
  cashOnDelivery,
  onSwitchToCash,
}: {
  failed: PlacedParcel;
  error: string | null;
  cashOnDelivery: boolean;
  onSwitchToCash: () => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <div className={`${styles.container} ${styles.narrow}`}>
      <Notice severity="error" className={styles.notice}>
        <p className={styles.failedTitle}>{t('Order Place Failed')}</p>
        {t('The payment of order #{{id}} did not go through.', { id: failed.orderId })}
      </Notice>
      {error ? (
        <Notice severity="error" className={styles.notice}>
          {error}
        </Notice>
      ) : null}
      <div className={styles.buttons}>
        {cashOnDelivery ? (
          <Button variant="contained" onClick={onSwitchToCash}>
            {t('Switch to cash on delivery')}
          </Button>
        ) : null}
        <ButtonLink href="/home" variant="outlined">
          {t('Back to home')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The parcel's category, sender and receiver, with the way back to edit them. */
export function ParcelParties({ draft }: { draft: ParcelDraft }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <section className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.categoryName}>{draft.category.name}</h2>
        <ButtonLink href={`/parcel-delivery-info?category_id=${draft.category.id}`} size="small">
          {t('Edit')}
        </ButtonLink>
      </div>
      <div className={styles.parties}>
        <Party title={t('Sender')} party={draft.sender} />
        <hr className={styles.partiesRule} aria-orientation="vertical" />
        <Party title={t('Receiver')} party={draft.receiver} />
      </div>
    </section>
  );
}

/** Who pays the delivery fee, the payment method and the note. */
export function ParcelPaymentChoices({ checkout }: { checkout: ParcelCheckout }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { payer, setPayer, methods, chosen, setMethod } = checkout.payment;
  return (
    <section className={styles.section}>
      <ChoiceGroup legend={t('Who pays the delivery fee?')} row className={styles.choices}>
        {CHARGE_PAYERS.map((value) => (
          <Radio
            key={value}
            name="charge_payer"
            value={value}
            checked={payer === value}
            onChange={(event) => setPayer(event.target.value as ChargePayer)}
            label={value === 'sender' ? t('Sender') : t('Receiver')}
          />
        ))}
      </ChoiceGroup>
      <hr className={styles.rule} />
      <ChoiceGroup legend={t('Payment method')} className={styles.choices}>
        {methods.map((value) => (
          <Radio
            key={value}
            name="payment_method"
            value={value}
            checked={chosen === value}
            onChange={(event) => setMethod(event.target.value as ParcelPayment)}
            label={t(PAYMENT_LABELS[value])}
          />
        ))}
        {methods.length ? null : (
          <p className={styles.noMethod}>{t('No payment method is available for this order.')}</p>
        )}
        {payer === 'receiver' ? (
          <p className={styles.hint}>{t('The receiver pays in cash on delivery.')}</p>
        ) : null}
        {checkout.walletShort ? (
          <p className={styles.shortHint}>
            {t('Your wallet balance is not enough for this order.')}
          </p>
        ) : null}
      </ChoiceGroup>
      <TextField
        label={t('Note (optional)')}
        value={checkout.note}
        onChange={(event) => checkout.setNote(event.target.value)}
        multiline
        rows={2}
        fullWidth
        className={styles.note}
        inputProps={{ maxLength: TEXT_LIMITS.orderNote }}
      />
    </section>
  );
}

/**
 * Distance, fee, service charge and total as the API prices the order (placeholders while the
 * distance is looked up).
 */
export function ParcelSummary({ checkout }: { checkout: ParcelCheckout }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { km, fee, price, config } = checkout;
  const amount = (value: number | null) =>
    value === null ? (
      <Skeleton variant="text" width={60} />
    ) : (
      <Money amount={value} config={config} />
    );
  const serviceName =
    typeof config?.additional_charge_name === 'string' ? config.additional_charge_name : null;
  return (
    <section className={styles.section} aria-label={t('Summary')}>
      <MoneyRows>
        <MoneyRow label={t('Distance')}>
          {km === null ? (
            <Skeleton variant="text" width={60} />
          ) : (
            <bdi>{t('{{km}} km', { km: km.toFixed(1) })}</bdi>
          )}
        </MoneyRow>
        <MoneyRow label={t('Delivery fee')}>{amount(fee)}</MoneyRow>
        {price && price.serviceFee > 0 ? (
          <MoneyRow label={serviceName ? t(serviceName) : t('Service Charge')}>
            {amount(price.serviceFee)}
          </MoneyRow>
        ) : null}
      </MoneyRows>
      <hr className={styles.summaryRule} />
      <MoneyRows>
        <MoneyRow label={t('Total')} strong>
          {amount(price?.total ?? null)}
        </MoneyRow>
      </MoneyRows>
    </section>
  );
}
