import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { offlinePaymentApi } from '@/api/modules/offlinePayment';
import { queryKeys } from '@/api/queryKeys';
import type { Config } from '@/api/types';
import {
  effectivePaymentMethod,
  missingOfflineField,
  partialPaymentOffered,
  paymentOptions,
  prescriptionPaymentOptions,
  type CheckoutPaymentMethod,
} from '@/domain/checkout/payment';
import type { ZoneWithModules } from '@/domain/checkout/summary';
import { partialWalletShare, walletShare } from '@/domain/order/payment';
import type { OfflineInfo } from './OfflinePaymentFields';

/** The shop's offline methods, asked for only when offline payment is on. */
function useOfflineMethods(config: Config | null) {
  const api = useApi();
  const offline = useMemo(() => offlinePaymentApi(api.http), [api]);
  const on = Number(config?.offline_payment_status) === 1;
  return {
    api: offline,
    methods:
      useQuery({
        queryKey: queryKeys.offlineMethods(),
        queryFn: () => offline.methods(),
        enabled: on,
        staleTime: 10 * 60_000,
      }).data ?? [],
  };
}

/**
 * The payment method and, for a digital payment, the gateway, for an offline one its method and
 * what the customer tells about the payment; for a member whose wallet holds part of the total,
 * whether the wallet pays that part. The options follow the config, the zone, the module's
 * cash-on-delivery limit (on what is left after the wallet's part) and the total; a prescription
 * order (priced later by the pharmacy) can only be paid in cash.
 */
export function usePaymentChoice(input: {
  config: Config | null;
  zone: ZoneWithModules | null | undefined;
  /** The zone↔module cash-on-delivery cap in force (checkoutSummary's maxCod). */
  maxCodAmount: number | null;
  total: number;
  prescriptionOnly: boolean;
  signedIn: boolean;
  walletBalance: number;
}) {
  const { config, zone } = input;
  const [chosen, setPayment] = useState<CheckoutPaymentMethod | null>(null);
  const gateways = config?.active_payment_method_list ?? [];
  const [gatewayChoice, setGateway] = useState<string | null>(null);
  const offline = useOfflineMethods(config);
  const [offlineChoice, setOffline] = useState<OfflineInfo>({ methodId: null, values: {} });
  const [offlineMissing, setOfflineMissing] = useState<string | null>(null);
  const [partialChoice, setPartial] = useState(false);
  const partialOffered =
    !input.prescriptionOnly &&
    partialPaymentOffered({
      config: config ?? {},
      signedIn: input.signedIn,
      walletBalance: input.walletBalance,
      total: input.total,
    });
  const partial = partialOffered && partialChoice;
  // What the wallet pays of a partial payment (the API debits the same, walletShare).
  const partialShare = partial ? partialWalletShare(input.walletBalance, input.total) : null;
  const rules = {
    config: config ?? {},
    zone,
    maxCodAmount: input.maxCodAmount,
    total: input.total,
    walletPaid: partialShare?.walletPaid ?? 0,
    offlineMethodCount: offline.methods.length,
  };
  const options = input.prescriptionOnly
    ? prescriptionPaymentOptions(rules)
    : paymentOptions({ ...rules, signedIn: input.signedIn, walletBalance: input.walletBalance })
        // The wallet cannot be the method that pays the rest of a partial payment.
        .filter((option) => !(partial && option.method === 'wallet'));
  const method = effectivePaymentMethod(options, chosen);
  // The only method when there is one: nothing to choose.
  const offlineInfo: OfflineInfo = {
    methodId:
      offlineChoice.methodId ?? (offline.methods.length === 1 ? offline.methods[0].id : null),
    values: offlineChoice.values,
  };
  const offlineMethod = offline.methods.find((entry) => entry.id === offlineInfo.methodId) ?? null;
  // What the wallet pays and what is left to pay, as the API will debit (null: it refuses).
  const share = method
    ? walletShare({ method, partial, balance: input.walletBalance, total: input.total })
    : partialShare;
  return {
    options,
    method,
    setPayment,
    partialOffered,
    partial,
    setPartial,
    share,
    gateways,
    /** The chosen gateway, else the first one offered. */
    gateway: gatewayChoice ?? gateways[0]?.gateway ?? null,
    setGateway,
    offlineMethods: offline.methods,
    offline: offlineInfo,
    setOffline: (next: OfflineInfo) => {
      setOffline(next);
      setOfflineMissing(null);
    },
    offlineMissing,
    /** For an offline payment: whether its required fields are filled (else the first is marked). */
    checkOffline: (): boolean => {
      if (method !== 'offline_payment') return true;
      const missing = missingOfflineField(offlineMethod, offlineInfo.values);
      setOfflineMissing(missing);
      if (missing) document.getElementById(`offline-${missing}`)?.focus();
      return missing === null;
    },
    /** Sends what the customer told about an offline payment, once the order exists. */
    submitOffline: (orderId: string, guestId: string | null) =>
      method === 'offline_payment' && offlineInfo.methodId !== null
        ? offline.api.submit({
            orderId,
            methodId: offlineInfo.methodId,
            values: offlineInfo.values,
            guestId,
          })
        : Promise.resolve(),
  };
}
