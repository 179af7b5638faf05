import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { paymentGatewayOrigin } from '@/api/browser';
import type { Store } from '@/api/catalogTypes';
import { ApiError } from '@/api/errors';
import type { Coupon } from '@/api/modules/coupon';
import { queryKeys } from '@/api/queryKeys';
import type { CheckoutAddress } from '@/domain/checkout/address';
import {
  CHECKOUT_MESSAGES,
  checkoutIssues,
  firstIssueTarget,
  issuesAt,
  placeOrderBody,
  prescriptionOrderBody,
  type CheckoutOrderType,
  type CheckoutTarget,
} from '@/domain/checkout/order';
import {
  checkoutCallbackUrl,
  checkoutPage,
  effectivePaymentMethod,
  paymentOptions,
  paymentReturn,
  paymentUrl,
  prescriptionPaymentOptions,
  type CheckoutPaymentMethod,
} from '@/domain/checkout/payment';
import { prescriptionStoreId, takesPrescriptionOrders } from '@/domain/checkout/prescription';
import {
  checkoutSummary,
  deliveryRate,
  deliveryZone,
  type SummaryLine,
  type SummaryStore,
  type ZoneWithModules,
} from '@/domain/checkout/summary';
import { scheduleDays, slotId } from '@/domain/checkout/timeSlots';
import { formatPrice } from '@/domain/format';
import { PathIcon } from '@/components/icons/Icon';
import { DELIVERY_DINING_OUTLINED } from '@/components/icons/material/DeliveryDiningOutlined';
import { STOREFRONT_OUTLINED } from '@/components/icons/material/StorefrontOutlined';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { Button, ButtonLink } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { roundedPoint } from '@/domain/location/picker';
import { DeliveryAddresses } from '@/features/address/DeliveryAddresses';
import { useGuestInfo } from '@/features/address/useGuestInfo';
import { useSavedAddresses } from '@/features/address/useSavedAddresses';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { locationKeys } from '@/features/location/queryKeys';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { buyNowCleared, cartCleared, type CartLine } from '@/store/slices/cart';
import { parseZoneIds } from '@/store/slices/location';
import { CouponField } from './CouponField';
import { FailedPayment } from './FailedPayment';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods } from './PaymentMethods';
import { PrescriptionUpload } from './PrescriptionUpload';
import { SchedulePicker } from './SchedulePicker';
import { Section } from './Section';
import { TipPicker } from './TipPicker';
import { useArrivalFocus } from './useArrivalFocus';
import styles from './checkout.module.css';

// MUI, in its own scope: loads only once a guest's order is placed (docs/hydration.md, rule 7).
const GuestOrderDialog = dynamic(() => import('./GuestOrderDialog'), { ssr: false });

/** Store fields checkout reads beyond the catalog's Store (contract §6.2). */
type CheckoutStore = Store &
  SummaryStore & {
    schedule_order?: boolean;
    order_place_to_schedule_interval?: number | null;
    prescription_order?: boolean;
  };

type Persisted = { _persist?: { rehydrated?: boolean } };

function summaryLine(line: CartLine): SummaryLine {
  const item = line.item as CartLine['item'] & { addons?: CartLine['item']['add_ons'] };
  return {
    item: { ...item, add_ons: [...(item.add_ons ?? []), ...(item.addons ?? [])] },
    quantity: line.quantity,
    variation: line.variation,
    add_on_ids: line.selectedAddons.map((addOn) => addOn.id),
    add_on_qtys: line.selectedAddons.map((addOn) => addOn.quantity),
  };
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function Centered({ children }: { children: ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}

/** The ids of the controls that fix each kind of problem (the first one found takes the focus). */
const IDS = {
  addressAction: 'checkout-address-action',
  outsideZone: 'checkout-outside-zone',
  schedule: 'checkout-schedule',
  timeSlot: 'checkout-time-slot',
  prescription: 'checkout-prescription-upload',
  payment: 'checkout-payment',
  problems: 'checkout-problems',
  placeOrder: 'checkout-place-order',
} as const;

const FOCUS_SELECTORS: Record<CheckoutTarget, string> = {
  contact: `#${IDS.addressAction}`,
  address: `#${IDS.addressAction}`,
  schedule: `#${IDS.timeSlot}, #${IDS.schedule} input:not(:disabled)`,
  prescription: `#${IDS.prescription}`,
  payment: `#${IDS.payment} input[name="payment_method"]:not(:disabled)`,
  summary: `#${IDS.problems}`,
};

/** Focuses the control that fixes the first problem; else the summary's list, else Place Order. */
function focusProblem(target: CheckoutTarget) {
  const element =
    document.querySelector<HTMLElement>(FOCUS_SELECTORS[target]) ??
    document.getElementById(IDS.problems) ??
    document.getElementById(IDS.placeOrder);
  element?.focus();
}

/**
 * `/checkout?page=cart|buy_now|campaign` (issue 4 §5): order type, address and contact, delivery
 * time, prescription, tip, note, payment, the money summary with the coupon, and Place Order. A
 * digital payment opens the demo gateway and comes back here with `flag`.
 *
 * `/checkout?page=prescription&store_id=` (issue 4 §8): a pharmacy order with only prescription
 * images (1 to 3, required) and no cart lines. The store comes from the URL; the pharmacy prices
 * the order, so only cash on delivery is offered, there is no coupon, and the cart stays as it is.
 */
export function CheckoutScreen() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const api = useApi();
  const dispatch = useAppDispatch();
  const config = useConfig();
  const profile = useProfile();
  const token = useAppSelector((state) => state.session.token);
  const guestId = useAppSelector((state) => state.session.guestId);
  const location = useAppSelector((state) => state.location);
  const cartItems = useAppSelector((state) => state.cart.items);
  const buyNow = useAppSelector((state) => state.cart.buyNow);
  const selectedModuleId = useAppSelector((state) => state.module.selected?.id ?? null);
  const rehydrated = useAppSelector((state) => (state as Persisted)._persist?.rehydrated ?? false);
  const { info: guest, save: saveGuest } = useGuestInfo();
  const signedIn = Boolean(token);
  const page = checkoutPage(router.query.page);
  const prescriptionOnly = page === 'prescription';
  const returned = router.isReady ? paymentReturn(router.query) : null;
  const money = config;

  const lines: CartLine[] = useMemo(() => {
    if (page === 'prescription') return [];
    if (page === 'cart') return cartItems;
    return buyNow && buyNow.kind === page ? [buyNow.line] : [];
  }, [page, cartItems, buyNow]);
  const storeId = prescriptionOnly
    ? prescriptionStoreId(router.query.store_id)
    : (lines[0]?.store_id ?? null);

  // ---- Server data
  const store = useQuery({
    queryKey: queryKeys.store(router.locale ?? 'en', String(storeId ?? 0)),
    queryFn: () => api.catalog.store(storeId ?? 0) as Promise<CheckoutStore | null>,
    enabled: storeId !== null,
    staleTime: 60_000,
  });
  const storeData = (store.data ?? null) as CheckoutStore | null;
  const saved = useSavedAddresses();

  // ---- Choices
  const currentAddress: CheckoutAddress | null = useMemo(() => {
    if (!location.address || location.latitude === null || location.longitude === null) return null;
    return {
      id: null,
      address: location.address,
      address_type: 'other',
      latitude: location.latitude,
      longitude: location.longitude,
      road: guest?.road,
      house: guest?.house,
      floor: guest?.floor,
      zone_ids: parseZoneIds(location.zoneIds),
    };
  }, [location, guest]);
  const [chosenAddress, setChosenAddress] = useState<CheckoutAddress | null>(null);
  const address = chosenAddress ?? currentAddress;

  const deliveryAllowed =
    Number(config?.home_delivery_status ?? 1) === 1 && storeData?.delivery !== false;
  const takeAwayAllowed = Number(config?.takeaway_status) === 1 && storeData?.take_away === true;
  const [orderTypeChoice, setOrderType] = useState<CheckoutOrderType>('delivery');
  const orderType: CheckoutOrderType =
    orderTypeChoice === 'take_away' && takeAwayAllowed
      ? 'take_away'
      : deliveryAllowed || !takeAwayAllowed
        ? 'delivery'
        : 'take_away';
  const delivery = orderType === 'delivery';

  // The clock is read only in the browser (after the stored state is back) so the server HTML
  // equals the first client render.
  const now = useMemo(() => (rehydrated ? new Date() : null), [rehydrated]);
  const scheduleAllowed = Boolean(config?.schedule_order) && Boolean(storeData?.schedule_order);
  const canOrderNow = storeData ? storeData.open !== 0 && storeData.active !== false : true;
  const days = useMemo(
    () =>
      scheduleAllowed && now && storeData
        ? scheduleDays(
            {
              schedules: storeData.schedules,
              slotMinutes: Number(config?.schedule_order_slot_duration) || 30,
              leadMinutes: storeData.order_place_to_schedule_interval ?? 0,
            },
            now,
          )
        : [],
    [scheduleAllowed, now, storeData, config?.schedule_order_slot_duration],
  );
  const [slot, setSlot] = useState<string | null>(null);
  const validSlot =
    slot && days.some((day) => day.slots.some((entry) => slotId(entry) === slot)) ? slot : null;

  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [tips, setTips] = useState(0);
  const [note, setNote] = useState('');
  const [payment, setPayment] = useState<CheckoutPaymentMethod | null>(null);
  const gateways = config?.active_payment_method_list ?? [];
  const [gateway, setGateway] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const placingLock = useRef(false);
  const [showProblems, setShowProblems] = useState(false);
  // Bumped by a refused Place Order: the effect below focuses the first problem once it shows.
  const [focusRequest, setFocusRequest] = useState(0);
  const placeButton = useRef<HTMLButtonElement>(null);
  const arrivalHeading = useArrivalFocus();
  const [guestOrder, setGuestOrder] = useState<{ id: string; phone: string } | null>(null);
  const idempotency = useRef<{ body: string; key: string } | null>(null);

  // ---- Zone and distance of the delivery point
  const point =
    delivery && address ? roundedPoint({ lat: address.latitude, lng: address.longitude }) : null;
  const zoneLookup = useQuery({
    queryKey: locationKeys.zone(point ?? { lat: 0, lng: 0 }),
    queryFn: () => api.location.zoneId(point ?? { lat: 0, lng: 0 }),
    enabled: point !== null,
    staleTime: 60_000,
    retry: false,
  });
  const zones = (point ? zoneLookup.data?.zone_data : location.zoneData) as
    ZoneWithModules[] | undefined;
  const zone = deliveryZone(zones, storeData?.zone_id);
  const moduleId = storeData?.module_id ?? selectedModuleId;
  const rate = storeData ? deliveryRate(storeData, zone, moduleId) : null;
  const storePoint =
    storeData?.latitude && storeData.longitude
      ? roundedPoint({ lat: Number(storeData.latitude), lng: Number(storeData.longitude) })
      : null;
  const distance = useQuery({
    queryKey: queryKeys.travelDistance(
      storePoint ?? { lat: 0, lng: 0 },
      point ?? { lat: 0, lng: 0 },
    ),
    queryFn: () =>
      api.location.distance(storePoint ?? { lat: 0, lng: 0 }, point ?? { lat: 0, lng: 0 }),
    enabled: Boolean(storePoint && point),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const distanceKm =
    delivery && typeof distance.data === 'number' ? Math.round(distance.data) / 1000 : null;
  const addressOutsideZone =
    delivery && Boolean(address) && zoneLookup.isSuccess && storeData?.zone_id !== undefined
      ? !(zoneLookup.data.zone_data ?? []).some((entry) => entry.id === storeData.zone_id)
      : false;

  // ---- Money
  const summary = useMemo(
    () =>
      checkoutSummary({
        lines: lines.map(summaryLine),
        store: storeData ?? {},
        orderType,
        distanceKm,
        rate,
        zone,
        admin: config?.admin_free_delivery ?? null,
        coupon,
        tips,
        serviceFee:
          Number(config?.additional_charge_status) === 1
            ? Number(config?.additional_charge) || 0
            : 0,
      }),
    [lines, storeData, orderType, distanceKm, rate, zone, config, coupon, tips],
  );
  const pivot = zone?.modules?.find((entry) => entry.id === moduleId)?.pivot;
  const paymentRules = {
    config: config ?? {},
    zone,
    maxCodAmount: pivot?.maximum_cod_order_amount,
    total: summary.total,
  };
  const options = prescriptionOnly
    ? prescriptionPaymentOptions(paymentRules)
    : paymentOptions({
        ...paymentRules,
        signedIn,
        walletBalance: profile.data?.wallet_balance ?? 0,
      });
  const paymentMethod = effectivePaymentMethod(options, payment);

  const pharmacy =
    lines.some((line) => line.module_type === 'pharmacy') ||
    storeData?.module?.module_type === 'pharmacy';
  const prescriptionRequired =
    prescriptionOnly || lines.some((line) => line.is_prescription_required);
  const showPrescription =
    prescriptionOnly ||
    (pharmacy && (prescriptionRequired || Boolean(storeData?.prescription_order)));
  // A prescription order needs a store that takes prescriptions (unknown while it loads).
  const prescriptionRefused =
    prescriptionOnly &&
    (storeId === null ||
      store.isError ||
      (store.isSuccess && !takesPrescriptionOrders(storeData, config)));

  const contact = signedIn
    ? {
        contact_person_name:
          (delivery ? address?.contact_person_name : null) ||
          [profile.data?.f_name, profile.data?.l_name].filter(Boolean).join(' '),
        contact_person_number:
          (delivery ? address?.contact_person_number : null) || profile.data?.phone || '',
      }
    : {
        contact_person_name: guest?.contact_person_name ?? '',
        contact_person_number: guest?.contact_person_number ?? '',
        contact_person_email: guest?.contact_person_email ?? '',
      };

  const state = {
    orderType,
    paymentMethod,
    storeId: storeId ?? 0,
    distanceKm,
    address: delivery ? address : null,
    contact,
    guestId,
    signedIn,
    scheduleAt: validSlot,
    couponCode: coupon && summary.coupon?.ok && !prescriptionOnly ? coupon.code : null,
    tips,
    note,
    buyNow: (page === 'buy_now' || page === 'campaign') && buyNow ? buyNow.payload : null,
    prescriptionOnly,
  };
  const issues = checkoutIssues(state, {
    lineCount: lines.length,
    prescriptionRequired,
    prescriptionCount: files.length,
    needsSchedule: !canOrderNow && scheduleAllowed,
    storeClosed: Boolean(storeData) && !canOrderNow && !scheduleAllowed,
    outsideZone: addressOutsideZone,
    // The pharmacy prices a prescription order: no minimum to reach here.
    belowMinimum: Boolean(
      storeData?.minimum_order && summary.subtotal - summary.discount < storeData.minimum_order,
    ),
  });
  // Each problem shows once, beside what fixes it, after a Place Order.
  const shown = showProblems ? issues : [];
  const shownAt = (target: CheckoutTarget) => issuesAt(shown, target);
  const shownText = (target: CheckoutTarget) => {
    const message = shownAt(target)[0];
    return message ? t(message) : null;
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    const target = firstIssueTarget(issues);
    if (target) focusProblem(target);
    // Only when a refused Place Order asks; the problems are those of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  // ---- Guards: sign-in when guests may not check out; campaign items need a login.
  useEffect(() => {
    if (!rehydrated || !config || signedIn) return;
    if (page === 'campaign' || Number(config.guest_checkout_status) !== 1) {
      void router.replace(`/auth/sign-in?from=${encodeURIComponent(router.asPath)}`);
    }
  }, [rehydrated, config, signedIn, page, router]);

  // ---- Digital payment success on return
  const handledReturn = useRef(false);
  useEffect(() => {
    if (!returned || returned.flag !== 'success' || !returned.orderId || handledReturn.current)
      return;
    handledReturn.current = true;
    toast.success(t('Payment successful'), { id: 'payment-return' });
    dispatch(cartCleared());
    dispatch(buyNowCleared());
    if (signedIn) {
      void router.replace(`/profile?orderId=${returned.orderId}&page=my-orders&from=checkout`);
    }
  }, [returned, signedIn, dispatch, router, t]);
  const shownGuestOrder =
    guestOrder ??
    (returned?.flag === 'success' && returned.orderId && !signedIn
      ? { id: returned.orderId, phone: guest?.contact_person_number ?? '' }
      : null);

  const applyCoupon = async (code: string) => {
    if (!storeId) return;
    setCouponBusy(true);
    setCouponError(null);
    try {
      const answer = await api.coupon.apply(code, storeId);
      setCoupon(answer);
      toast.success(t('Coupon applied'), { id: 'coupon' });
    } catch (error) {
      setCouponError(
        error instanceof ApiError ? error.message : t('Something went wrong. Please try again.'),
      );
    } finally {
      setCouponBusy(false);
    }
  };

  const placeOrder = async () => {
    // A ref, not the state: two clicks in one frame both see the state of the last render. A real
    // 6amMart ignores the Idempotency-Key header, so the screen itself must never send an order twice.
    if (placingLock.current) return;
    setShowProblems(true);
    if (issues.length) {
      // No toast: each problem shows once beside what fixes it, and the focus moves to the first.
      setFocusRequest((value) => value + 1);
      return;
    }
    const body = prescriptionOnly ? prescriptionOrderBody(state) : placeOrderBody(state);
    // The same order (body and images) keeps its key: a repeated submit creates one order.
    const bodyText = JSON.stringify([
      body,
      showPrescription ? files.map((file) => [file.name, file.size, file.lastModified]) : [],
    ]);
    if (idempotency.current?.body !== bodyText)
      idempotency.current = { body: bodyText, key: newKey() };
    placingLock.current = true;
    setPlacing(true);
    try {
      const answer = prescriptionOnly
        ? await api.order.placePrescription(body, files, {
            idempotencyKey: idempotency.current.key,
            moduleId: storeData?.module_id ?? null,
          })
        : await api.order.place(body, showPrescription ? files : [], idempotency.current.key);
      const orderId = String(answer.order_id);
      if (body.payment_method === 'digital_payment') {
        const origin = window.location.origin;
        const callback = checkoutCallbackUrl(
          origin,
          { current: router.locale ?? 'en', default: router.defaultLocale ?? 'en' },
          page,
          orderId,
        );
        window.location.assign(
          paymentUrl({
            origin: paymentGatewayOrigin(),
            orderId,
            customerId: profile.data?.id ?? guestId ?? answer.user_id ?? '',
            gateway: gateway ?? gateways[0]?.gateway ?? '',
            callback,
          }),
        );
        return;
      }
      toast.success(answer.message, { id: 'order-placed' });
      // A prescription order is not made from the cart: the cart stays.
      if (!prescriptionOnly) {
        dispatch(cartCleared());
        dispatch(buyNowCleared());
      }
      idempotency.current = null;
      if (signedIn) {
        await router.push(`/profile?orderId=${orderId}&page=my-orders&from=checkout`);
      } else {
        setGuestOrder({ id: orderId, phone: contact.contact_person_number });
        placingLock.current = false;
        setPlacing(false);
      }
    } catch (error) {
      // One toast: the call is silent, so the client's shared handler shows nothing more.
      toast.error(
        error instanceof ApiError ? error.message : t('Something went wrong. Please try again.'),
        {
          id: 'order-error',
        },
      );
      placingLock.current = false;
      setPlacing(false);
      // The busy button was disabled, which dropped the focus to the page: give it back.
      window.requestAnimationFrame(() => placeButton.current?.focus());
    }
  };

  // ---- Screens
  if (returned && returned.flag !== 'success' && returned.orderId) {
    const zoneCod = (location.zoneData ?? []).some(
      (entry) => entry.cash_on_delivery === true || entry.cash_on_delivery === 1,
    );
    return (
      <div className={styles.failedFrame}>
        <FailedPayment
          orderId={returned.orderId}
          guestId={signedIn ? null : guestId}
          codAllowed={zoneCod}
        />
      </div>
    );
  }
  if (shownGuestOrder) {
    return (
      <Centered>
        <h1 className={styles.centeredTitle}>{t('Order placed successfully')}</h1>
        <GuestOrderDialog
          open
          orderId={shownGuestOrder.id}
          phone={shownGuestOrder.phone}
          onClose={() => void router.push('/home')}
        />
      </Centered>
    );
  }
  if (prescriptionRefused) {
    return (
      <Centered>
        <h1 ref={arrivalHeading} tabIndex={-1} className={styles.centeredTitle}>
          {t('This store does not take prescription orders')}
        </h1>
        <ButtonLink href="/home" variant="contained">
          {t('Continue Shopping')}
        </ButtonLink>
      </Centered>
    );
  }
  if (
    !rehydrated ||
    (returned?.flag === 'success' && signedIn) ||
    (prescriptionOnly && !storeData)
  ) {
    return (
      <Centered>
        <Spinner label={t('Loading')} primary />
      </Centered>
    );
  }
  if (lines.length === 0 && !prescriptionOnly) {
    return (
      <Centered>
        <h1 ref={arrivalHeading} tabIndex={-1} className={styles.centeredTitle}>
          {t('Your cart is empty')}
        </h1>
        <p className={`${ui.body1} ${ui.secondary}`}>
          {t('No items added in your cart. Please add product to your cart list')}
        </p>
        <ButtonLink href="/home" variant="contained">
          {t('Continue Shopping')}
        </ButtonLink>
      </Centered>
    );
  }

  const problemText = (key: string) =>
    t(key, { amount: formatPrice(storeData?.minimum_order ?? 0, money) });

  return (
    <div className={styles.page}>
      <h1 ref={arrivalHeading} tabIndex={-1} className={styles.title}>
        {prescriptionOnly ? t('Order with prescription') : t('Checkout')}
      </h1>
      <div className={styles.grid}>
        <div className={styles.stack}>
          {deliveryAllowed && takeAwayAllowed ? (
            <Section title={t('Order Type')}>
              {/* Toggle buttons (aria-pressed), as MUI's exclusive ToggleButtonGroup rendered. */}
              <div role="group" aria-label={t('Order Type')} className={styles.toggles}>
                {(
                  [
                    ['delivery', t('Home Delivery'), DELIVERY_DINING_OUTLINED],
                    ['take_away', t('Take Away'), STOREFRONT_OUTLINED],
                  ] as const
                ).map(([value, label, icon]) => (
                  <button
                    key={value}
                    type="button"
                    className={styles.toggle}
                    aria-pressed={orderType === value}
                    onClick={() => setOrderType(value)}
                  >
                    <PathIcon d={icon} />
                    {label}
                  </button>
                ))}
              </div>
            </Section>
          ) : null}

          <DeliveryAddresses
            orderType={orderType}
            signedIn={signedIn}
            storeZoneId={storeData?.zone_id ?? null}
            current={currentAddress}
            saved={saved.data ?? []}
            savedLoading={saved.isPending && signedIn}
            selected={address}
            onSelect={setChosenAddress}
            guest={guest}
            onGuestSave={saveGuest}
            problems={{
              contact: shownAt('contact').length > 0,
              address: shownAt('address').includes(CHECKOUT_MESSAGES.address),
            }}
            actionId={IDS.addressAction}
            describedBy={addressOutsideZone ? IDS.outsideZone : undefined}
          />
          {addressOutsideZone ? (
            // Always shown, so it is also the outside-zone problem's one message.
            <div id={IDS.outsideZone}>
              <Notice severity="warning">{t(CHECKOUT_MESSAGES.outsideZone)}</Notice>
            </div>
          ) : null}

          {scheduleAllowed || !canOrderNow ? (
            <Section title={t('Delivery Time')} id={IDS.schedule}>
              <SchedulePicker
                canOrderNow={canOrderNow}
                days={days}
                value={validSlot}
                onChange={setSlot}
                error={shownText('schedule')}
                slotSelectId={IDS.timeSlot}
              />
            </Section>
          ) : null}

          {showPrescription ? (
            <Section title={t('Prescription')}>
              <PrescriptionUpload
                files={files}
                onChange={setFiles}
                required={prescriptionRequired}
                hint={
                  prescriptionOnly
                    ? t(
                        'Upload a clear photo of your prescription. The pharmacy prepares your order from it.',
                      )
                    : undefined
                }
                error={fileError ?? shownAt('prescription')[0] ?? null}
                onError={setFileError}
                uploadId={IDS.prescription}
              />
            </Section>
          ) : null}

          {delivery && Number(config?.dm_tips_status) === 1 ? (
            <Section title={t('Delivery Man Tips')}>
              <TipPicker value={tips} onChange={setTips} money={money} />
            </Section>
          ) : null}

          <Section title={t('Additional Note')}>
            <TextField
              label={t('Additional Note')}
              placeholder={t('Ex: Ring the bell twice')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              rows={2}
              inputProps={{ maxLength: 500 }}
            />
          </Section>

          <Section title={t('Payment Method')} id={IDS.payment}>
            <PaymentMethods
              options={options}
              value={paymentMethod}
              onChange={setPayment}
              gateways={gateways}
              gateway={gateway ?? gateways[0]?.gateway ?? null}
              onGatewayChange={setGateway}
              walletBalance={signedIn ? (profile.data?.wallet_balance ?? 0) : null}
              money={money}
              error={shownText('payment')}
            />
          </Section>
        </div>

        <div>
          <section aria-label={t('Order Summary')} className={`${styles.card} ${styles.summary}`}>
            <h2 className={styles.summaryTitle}>{t('Order Summary')}</h2>
            {storeData ? <p className={styles.storeName}>{storeData.name}</p> : null}
            <OrderSummary
              lines={lines}
              summary={summary}
              money={money}
              serviceFeeName={
                typeof config?.additional_charge_name === 'string'
                  ? config.additional_charge_name
                  : null
              }
              delivery={delivery}
              pricedByPharmacy={prescriptionOnly}
            >
              {signedIn && !prescriptionOnly ? (
                <CouponField
                  applied={coupon}
                  result={summary.coupon}
                  busy={couponBusy}
                  error={couponError}
                  onApply={(code) => void applyCoupon(code)}
                  onRemove={() => setCoupon(null)}
                  money={money}
                />
              ) : null}
            </OrderSummary>
            {shownAt('summary').length ? (
              // What no control on the page fixes. The alert wraps the list so that the list keeps
              // its list semantics; focusable so that a refused Place Order can move the focus here.
              <div id={IDS.problems} role="alert" tabIndex={-1} className={styles.problemsBox}>
                <ul className={styles.problems}>
                  {shownAt('summary').map((problem) => (
                    <li key={problem}>{problemText(problem)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Button
              ref={placeButton}
              id={IDS.placeOrder}
              variant="contained"
              size="large"
              fullWidth
              className={styles.placeOrder}
              onClick={() => void placeOrder()}
              busy={placing}
            >
              {t('Place Order')}
            </Button>
          </section>
        </div>
      </div>
    </div>
  );
}
