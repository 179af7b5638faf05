import { useState } from 'react';
import type { Config } from '@/api/types';
import {
  effectivePaymentMethod,
  paymentOptions,
  prescriptionPaymentOptions,
  type CheckoutPaymentMethod,
} from '@/domain/checkout/payment';
import type { ZoneWithModules } from '@/domain/checkout/summary';

/**
 * The payment method and, for a digital payment, the gateway. The options follow the config, the
 * zone, the module's cash-on-delivery limit and the total; a prescription order (priced later by
 * the pharmacy) can only be paid in cash.
 */
export function usePaymentChoice(input: {
  config: Config | null;
  zone: ZoneWithModules | null | undefined;
  moduleId: number | null | undefined;
  total: number;
  prescriptionOnly: boolean;
  signedIn: boolean;
  walletBalance: number;
}) {
  const { config, zone } = input;
  const [chosen, setPayment] = useState<CheckoutPaymentMethod | null>(null);
  const gateways = config?.active_payment_method_list ?? [];
  const [gatewayChoice, setGateway] = useState<string | null>(null);
  const pivot = zone?.modules?.find((entry) => entry.id === input.moduleId)?.pivot;
  const rules = {
    config: config ?? {},
    zone,
    maxCodAmount: pivot?.maximum_cod_order_amount,
    total: input.total,
  };
  const options = input.prescriptionOnly
    ? prescriptionPaymentOptions(rules)
    : paymentOptions({ ...rules, signedIn: input.signedIn, walletBalance: input.walletBalance });
  return {
    options,
    method: effectivePaymentMethod(options, chosen),
    setPayment,
    gateways,
    /** The chosen gateway, else the first one offered. */
    gateway: gatewayChoice ?? gateways[0]?.gateway ?? null,
    setGateway,
  };
}
