import { useTranslation } from '@/lib/i18n/useTranslation';
import { CHECKOUT_MESSAGES } from '@/domain/checkout/order';
import { Notice } from '@/components/Notice';
import { Checkbox } from '@/components/ui/Choice';
import { TextField } from '@/components/ui/TextField';
import { priceInText } from '@/domain/format';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { DeliveryAddresses } from '@/features/address/DeliveryAddresses';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { CHECKOUT_IDS as IDS } from './checkoutFocus';
import { OrderTypeSection } from './OrderTypeSection';
import { OfflinePaymentFields } from './OfflinePaymentFields';
import { PaymentMethods } from './PaymentMethods';
import { PrescriptionUpload } from './PrescriptionUpload';
import { SchedulePicker } from './SchedulePicker';
import { Section } from './Section';
import { TipPicker } from './TipPicker';
import type { CheckoutForm } from './useCheckoutForm';
import styles from './checkout.module.css';

/**
 * The checkout's choices, in order: order type, address and contact, delivery time, prescription,
 * tip, note and payment. Each problem shows beside the control that fixes it.
 */
export function CheckoutDetails({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { config, signedIn, orderType, addressChoice, saved, schedule, zone, payment, files } =
    form;
  const { shownAt, shownText } = form.problems;
  const prescriptionOnly = form.order.prescriptionOnly;
  return (
    <div className={styles.stack}>
      {orderType.deliveryAllowed && orderType.takeAwayAllowed ? (
        <OrderTypeSection value={orderType.orderType} onChange={orderType.setOrderType} />
      ) : null}

      <DeliveryAddresses
        orderType={orderType.orderType}
        signedIn={signedIn}
        storeZoneId={form.order.storeData?.zone_id ?? null}
        current={addressChoice.current}
        saved={saved.data ?? []}
        savedLoading={saved.isPending && signedIn}
        selected={addressChoice.address}
        onSelect={addressChoice.choose}
        guest={form.guest}
        onGuestSave={form.saveGuest}
        problems={{
          contact: shownAt('contact').length > 0,
          address: shownAt('address').includes(CHECKOUT_MESSAGES.address),
        }}
        actionId={IDS.addressAction}
        describedBy={zone.outsideZone ? IDS.outsideZone : undefined}
      />
      {zone.outsideZone ? (
        // Always shown, so it is also the outside-zone problem's one message.
        <div id={IDS.outsideZone}>
          <Notice severity="warning">{t(CHECKOUT_MESSAGES.outsideZone)}</Notice>
        </div>
      ) : null}

      {schedule.scheduleAllowed || !schedule.canOrderNow ? (
        <Section title={t('Delivery Time')} id={IDS.schedule}>
          <SchedulePicker
            canOrderNow={schedule.canOrderNow}
            days={schedule.days}
            value={schedule.slot}
            onChange={schedule.setSlot}
            error={shownText('schedule')}
            slotSelectId={IDS.timeSlot}
          />
        </Section>
      ) : null}

      {form.prescription.shown ? (
        <Section title={t('Prescription')}>
          <PrescriptionUpload
            files={files.value}
            onChange={files.set}
            required={form.prescription.required}
            hint={
              prescriptionOnly
                ? t(
                    'Upload a clear photo of your prescription. The pharmacy prepares your order from it.',
                  )
                : undefined
            }
            error={files.error ?? shownAt('prescription')[0] ?? null}
            onError={files.setError}
            uploadId={IDS.prescription}
          />
        </Section>
      ) : null}

      {orderType.delivery && Number(config?.dm_tips_status) === 1 ? (
        <Section title={t('Delivery Man Tips')}>
          <TipPicker value={form.tips.value} onChange={form.tips.set} money={config} />
        </Section>
      ) : null}

      <Section title={t('Additional Note')}>
        <TextField
          label={t('Additional Note')}
          placeholder={t('Ex: Ring the bell twice')}
          value={form.note.value}
          onChange={(event) => form.note.set(event.target.value)}
          multiline
          rows={2}
          inputProps={{ maxLength: TEXT_LIMITS.orderNote }}
        />
      </Section>

      <Section title={t('Payment Method')} id={IDS.payment}>
        <PaymentMethods
          options={payment.options}
          value={payment.method}
          onChange={payment.setPayment}
          gateways={payment.gateways}
          gateway={payment.gateway}
          onGatewayChange={payment.setGateway}
          walletBalance={signedIn ? (form.profile?.wallet_balance ?? 0) : null}
          money={config}
          error={shownText('payment')}
        />
        {payment.partialOffered ? (
          <Checkbox
            checked={payment.partial}
            onChange={(event) => payment.setPartial(event.target.checked)}
            label={t('Pay {{amount}} from my wallet and the rest with the method chosen', {
              amount: priceInText(form.profile?.wallet_balance ?? 0, config),
            })}
          />
        ) : null}
        {payment.method === 'offline_payment' ? (
          <OfflinePaymentFields
            methods={payment.offlineMethods}
            value={payment.offline}
            onChange={payment.setOffline}
            missing={payment.offlineMissing}
          />
        ) : null}
      </Section>
    </div>
  );
}
