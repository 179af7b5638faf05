import { useMemo, useState } from 'react';
import type { CartLine } from '@/domain/cart/lines';
import { checkoutSummary, type CheckoutSources } from '@/domain/checkout/summary';
import type { CheckoutStore } from './checkoutModel';
import type { useDeliveryZone } from './useDeliveryZone';

/**
 * The checkout's money summary (R-CHECKOUT-12) from what the page has loaded and what the customer
 * chose, and the store's extra packaging the customer may opt in to (not offered on a prescription
 * order, which the pharmacy prices).
 */
export function useCheckoutSummary(input: {
  lines: readonly CartLine[];
  store: CheckoutStore | null;
  config: CheckoutSources['config'];
  zone: ReturnType<typeof useDeliveryZone>;
  /** customer/info of a member; null for a guest. */
  customer: CheckoutSources['customer'];
  coupon: CheckoutSources['coupon'];
  orderType: CheckoutSources['orderType'];
  tips: number;
  prescriptionOnly: boolean;
}) {
  const { lines, store, config, zone, customer, coupon, orderType, tips } = input;
  const [extraPackaging, setExtraPackaging] = useState(false);
  const packagingOffered = Boolean(store?.extra_packaging_status) && !input.prescriptionOnly;
  const packagingChosen = packagingOffered && extraPackaging;
  const { zones, moduleId, distanceKm, vehicleExtraCharge } = zone;
  const summary = useMemo(
    () =>
      checkoutSummary({
        lines,
        store,
        config,
        zones,
        moduleId,
        customer,
        coupon,
        orderType,
        distanceKm,
        vehicleExtraCharge,
        tips,
        extraPackaging: packagingChosen,
      }),
    [
      lines,
      store,
      config,
      zones,
      moduleId,
      customer,
      coupon,
      orderType,
      distanceKm,
      vehicleExtraCharge,
      tips,
      packagingChosen,
    ],
  );
  const amount = store?.extra_packaging_amount ?? 0;
  return {
    summary,
    packaging: {
      offered: packagingOffered,
      amount,
      value: extraPackaging,
      set: setExtraPackaging,
      /** What the order adds for packaging (the place request's extra_packaging_amount). */
      charged: packagingChosen ? amount : 0,
    },
  };
}
