import type { Config } from '@/api/types';

/**
 * The configuration fields the storefront's own code reads. Every page carries the configuration
 * in its data for the browser (the app seeds its query cache with it); the backend's answer has
 * about 125 fields, most of them for the admin, store and courier apps (module settings, app
 * versions, commissions, websocket keys): about 9 KB of every page's HTML that nothing reads.
 * `__tests__/api/shellConfig.test.ts` fails when code starts reading a field missing here.
 */
export const SHELL_CONFIG_FIELDS = [
  'business_name',
  'logo',
  'logo_full_url',
  'address',
  'phone',
  'email',
  'country',
  'footer_text',
  'fixed_footer_description',
  'currency_code',
  'currency_symbol',
  'currency_symbol_direction',
  'digit_after_decimal_point',
  'admin_free_delivery',
  'free_delivery_over',
  'additional_charge_status',
  'additional_charge_name',
  'additional_charge',
  'dm_tips_status',
  'per_km_shipping_charge',
  'minimum_shipping_charge',
  'default_location',
  'cash_on_delivery',
  'digital_payment',
  'active_payment_method_list',
  'customer_wallet_status',
  'partial_payment_status',
  'schedule_order',
  'schedule_order_slot_duration',
  'home_delivery_status',
  'takeaway_status',
  'guest_checkout_status',
  'prescription_order_status',
  'refund_policy',
  'cancelation_policy',
  'shipping_policy',
  'loyalty_point_status',
  'loyalty_point_exchange_rate',
  'loyalty_point_minimum_point',
  'loyalty_point_item_purchase_point',
  'ref_earning_status',
  'ref_earning_exchange_rate',
  'new_customer_discount_status',
  'new_customer_discount_amount',
  'new_customer_discount_amount_type',
  'new_customer_discount_amount_validity',
  'new_customer_discount_validity_type',
  'add_fund_status',
  'refund_active_status',
  'offline_payment_status',
  'language',
  'country_picker_status',
  'module',
  'parcel_per_km_shipping_charge',
  'parcel_minimum_shipping_charge',
  'social_media',
  'landing_page_links',
  'demo',
  'app_url_android',
  'app_url_ios',
] as const;

/** The configuration as pages hand it to the browser: only the fields the storefront reads. */
export function shellConfig(config: Config): Config {
  const projected: Record<string, unknown> = {};
  for (const field of SHELL_CONFIG_FIELDS) {
    if (field in config) projected[field] = config[field];
  }
  return projected as Config;
}
