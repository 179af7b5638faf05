import { businessSettings } from '../data/settings';
import type { SeedRows } from '../rows';

/** One business_settings row per key of the configuration (data/settings.ts). */
export function buildBusinessSettings(): SeedRows['businessSettings'] {
  return Object.entries(businessSettings()).map(([key, value]) => ({ key, value }));
}

/** The single offline payment method: a bank transfer with its reference fields. */
export function buildOfflinePaymentMethods(): SeedRows['offlinePaymentMethods'] {
  return [
    {
      id: 1,
      method_name: 'Bank transfer',
      method_fields: [
        { input_name: 'bank_name', input_data: 'Banque Atlas' },
        { input_name: 'account_name', input_data: 'Atlas Mart SARL' },
        { input_name: 'rib', input_data: '011 780 0000012345678901 23' },
      ],
      method_informations: [
        {
          customer_input: 'transaction_reference',
          customer_placeholder: 'Transfer reference',
          is_required: 1,
        },
        {
          customer_input: 'sender_name',
          customer_placeholder: 'Name on the account',
          is_required: 0,
        },
      ],
    },
  ];
}
