import { ASSET_FOLDERS } from '../../db/seed/assets';
import { API_LOCALES, pickLocalized, type ApiLocale } from '../locale';
import { toBool, type Settings } from '../settings';
import { assetBase, assetUrl, orderUploadBase, profileUploadBase } from '../urls';

/**
 * 6amMart's static per-module-type capability map (config/module.php, 3.x). It is configuration, not
 * business data, so it lives in code rather than in business_settings.
 */
const capabilities = {
  order_status: { accepted: false },
  order_place_to_schedule_interval: false,
  add_on: false,
  stock: false,
  veg_non_veg: false,
  unit: false,
  order_attachment: false,
  always_open: false,
  all_zone_service: false,
  item_available_time: false,
  show_restaurant_text: false,
  is_parcel: false,
  organic: false,
  cutlery: false,
  common_condition: false,
  nutrition: false,
  allergy: false,
  basic: false,
  halal: false,
  brand: false,
  generic_name: false,
  is_rental: false,
};

export const MODULE_CONFIG = {
  module_type: ['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel', 'rental'],
  grocery: {
    ...capabilities,
    order_place_to_schedule_interval: true,
    stock: true,
    unit: true,
    organic: true,
    nutrition: true,
    allergy: true,
    halal: true,
    description:
      'In this type, You can set delivery slot start after x minutes from current time, No available time for items and has stock for items.',
  },
  food: {
    ...capabilities,
    order_status: { accepted: true },
    add_on: true,
    veg_non_veg: true,
    item_available_time: true,
    show_restaurant_text: true,
    cutlery: true,
    nutrition: true,
    allergy: true,
    halal: true,
    description:
      'In this type, you can set item available time, no stock management for items and has option to add add-on.',
  },
  pharmacy: {
    ...capabilities,
    stock: true,
    unit: true,
    order_attachment: true,
    common_condition: true,
    basic: true,
    generic_name: true,
    description:
      'In this type, Customer can upload prescription when place order, No available time for items and has stock for items.',
  },
  ecommerce: {
    ...capabilities,
    stock: true,
    unit: true,
    always_open: true,
    all_zone_service: true,
    brand: true,
    description:
      'In this type, No opening and closing time for store, no available time for items and has stock for items.',
  },
  parcel: { ...capabilities, always_open: true, is_parcel: true, description: '' },
  rental: { ...capabilities, is_rental: true, description: '' },
} as const;

const LANGUAGE_NAMES: Record<ApiLocale, string> = { en: 'English', ar: 'العربية', fr: 'Français' };

type Json = Record<string, unknown>;

const float = (settings: Settings, key: string, fallback = 0) => settings.num(key, fallback);
const nullableStr = (settings: Settings, key: string) => settings.str(key, null);

/**
 * Config `base_urls`: the `*_full_url` base folders for 2.x clients that build image URLs themselves,
 * every key 6amMart's web client 2.3.1 reads, from the config or from the landing page's own
 * `base_urls` (API-CONFIG-1, API-CONFIG-4). Its older names point at the same folders.
 */
export function baseUrls(origin: string) {
  const at = (folder: string) => assetBase(origin, folder);
  const uploads = orderUploadBase(origin);
  return {
    item_image_url: at(ASSET_FOLDERS.item),
    product_image_url: at(ASSET_FOLDERS.item),
    restaurant_image_url: at(ASSET_FOLDERS.store_logo),
    campaign_image_url: at(ASSET_FOLDERS.campaign),
    store_image_url: at(ASSET_FOLDERS.store_logo),
    store_cover_photo_url: at(ASSET_FOLDERS.store_cover),
    banner_image_url: at(ASSET_FOLDERS.banner),
    category_image_url: at(ASSET_FOLDERS.category),
    brand_image_url: at(ASSET_FOLDERS.brand),
    module_image_url: at(ASSET_FOLDERS.module),
    parcel_category_image_url: at(ASSET_FOLDERS.parcel_category),
    advertisement_image_url: at(ASSET_FOLDERS.advertisement),
    delivery_man_image_url: at(ASSET_FOLDERS.delivery_man),
    business_logo_url: at(ASSET_FOLDERS.business),
    landing_page_image_url: at(ASSET_FOLDERS.landing),
    // The 2.x landing page's images, all in the landing folder (format/landing.ts).
    promotional_banner_url: at(ASSET_FOLDERS.landing),
    business_image_url: at(ASSET_FOLDERS.landing),
    header_banner_url: at(ASSET_FOLDERS.landing),
    header_icon_url: at(ASSET_FOLDERS.landing),
    testimonial_image_url: at(ASSET_FOLDERS.landing),
    gateway_image_url: at(ASSET_FOLDERS.gateway),
    customer_image_url: profileUploadBase(origin),
    order_attachment_url: uploads,
    refund_image_url: uploads,
    chat_image_url: uploads,
  };
}

/**
 * The admin free-delivery rule as config reports it (API-CONFIG-1) and order placement prices with
 * it (../orders/place/pricing.ts): the `admin_free_delivery` object, else the flat settings; the
 * type is null while the rule is off.
 */
export function adminFreeDelivery(settings: Settings) {
  const stored = settings.obj('admin_free_delivery') ?? {};
  const status = toBool(stored.status ?? settings.raw('admin_free_delivery_status'), false);
  const type =
    typeof stored.type === 'string'
      ? stored.type
      : nullableStr(settings, 'admin_free_delivery_option');
  const over = Number(stored.free_delivery_over ?? settings.raw('free_delivery_over') ?? 0) || 0;
  return { status, type: status ? type : null, free_delivery_over: over };
}

/** The admin free-delivery rule; `free_delivery_over` only counts under the by-order-amount type. */
function freeDelivery(settings: Settings) {
  const rule = adminFreeDelivery(settings);
  const { status, type, free_delivery_over: over } = rule;
  return {
    admin_free_delivery: rule,
    // 2.x top-level field: the threshold while the rule is on, else null (no progress bar).
    free_delivery_over:
      status && type === 'free_delivery_by_order_amount' && over > 0 ? over : null,
  };
}

function paymentMethods(settings: Settings, origin: string) {
  const list = settings.arr('active_payment_method_list') ?? [];
  return list
    .filter((entry): entry is Json => Boolean(entry) && typeof entry === 'object')
    .map((entry) => {
      const image = typeof entry.gateway_image === 'string' ? entry.gateway_image : null;
      return {
        gateway: String(entry.gateway ?? ''),
        gateway_title: String(entry.gateway_title ?? entry.gateway ?? ''),
        gateway_image: image,
        gateway_image_full_url: assetUrl(origin, ASSET_FOLDERS.gateway, image),
      };
    });
}

function languages(settings: Settings) {
  const language =
    settings.arr('language') ?? API_LOCALES.map((key) => ({ key, value: LANGUAGE_NAMES[key] }));
  const sys_language =
    settings.arr('sys_language') ??
    API_LOCALES.map((key) => ({
      key,
      value: LANGUAGE_NAMES[key],
      direction: key === 'ar' ? 'rtl' : 'ltr',
      default: key === 'en',
    }));
  return { language, sys_language };
}

const LOGIN_FLAGS = [
  'manual_login_status',
  'otp_login_status',
  'social_login_status',
  'google_login_status',
  'facebook_login_status',
  'apple_login_status',
  'email_verification_status',
  'phone_verification_status',
] as const;

const LOGIN_DEFAULTS: Record<(typeof LOGIN_FLAGS)[number], 0 | 1> = {
  manual_login_status: 1,
  otp_login_status: 0,
  social_login_status: 0,
  google_login_status: 0,
  facebook_login_status: 0,
  apple_login_status: 0,
  email_verification_status: 0,
  phone_verification_status: 0,
};

/** Active social-media links (the contract lists active ones only). */
function socialMedia(settings: Settings) {
  return (settings.arr('social_media') ?? []).filter(
    (entry) => entry && typeof entry === 'object' && toBool((entry as Json).status, true),
  );
}

function defaultLocation(settings: Settings) {
  const stored = settings.obj('default_location') ?? {};
  const lat = stored.lat ?? '33.5731';
  const lng = stored.lng ?? '-7.5898';
  return { lat: String(lat), lng: String(lng) };
}

const APP_VERSION_KEYS = [
  'app_minimum_version_android',
  'app_minimum_version_ios',
  'app_minimum_version_android_store',
  'app_minimum_version_ios_store',
  'app_minimum_version_android_deliveryman',
  'app_minimum_version_ios_deliveryman',
] as const;

const APP_URL_KEYS = [
  'app_url_android',
  'app_url_ios',
  'app_url_android_store',
  'app_url_ios_store',
  'app_url_android_deliveryman',
  'app_url_ios_deliveryman',
] as const;

/**
 * GET /config: one flat object with every field of API-CONFIG-1 (3.x names) plus the 2.x extras the
 * storefront spec reads (`base_urls`, top-level `free_delivery_over`). `module` is the single active
 * module (formatted by the caller) or null.
 */
export function buildConfig(
  settings: Settings,
  opts: { locale: ApiLocale; origin: string; module: unknown },
) {
  const { locale, origin } = opts;
  const logo = nullableStr(settings, 'logo');
  const favIcon = nullableStr(settings, 'fav_icon') ?? nullableStr(settings, 'icon');
  const names = settings.obj('business_name_translations') ?? {};
  const businessName = settings.str('business_name', 'Atlas Mart');
  const centralize = Object.fromEntries(
    LOGIN_FLAGS.map((flag) => [flag, settings.loginFlag(flag, LOGIN_DEFAULTS[flag])]),
  );
  const digital = settings.bool('digital_payment', false);

  return {
    // Identity
    business_name: (locale !== 'en' && typeof names[locale] === 'string'
      ? names[locale]
      : businessName) as string,
    logo,
    logo_full_url: assetUrl(origin, ASSET_FOLDERS.business, logo),
    fav_icon: favIcon,
    fav_icon_full_url: assetUrl(origin, ASSET_FOLDERS.business, favIcon),
    address: settings.str('address', ''),
    phone: settings.str('phone', ''),
    email: settings.str('email', ''),
    country: settings.str('country', 'MA'),
    footer_text: settings.str('footer_text', ''),
    cookies_text: settings.str('cookies_text', ''),
    fixed_footer_description: pickLocalized(settings.raw('fixed_footer_description'), locale),
    base_urls: baseUrls(origin),

    // Money
    currency_code: settings.str('currency_code', 'MAD'),
    currency_symbol: settings.str('currency_symbol', 'DH'),
    currency_symbol_direction: settings.str('currency_symbol_direction', 'right'),
    digit_after_decimal_point: settings.int('digit_after_decimal_point', 2),
    ...freeDelivery(settings),
    additional_charge_status: settings.flag('additional_charge_status', 0),
    additional_charge_name: settings.str('additional_charge_name', 'Service Charge'),
    additional_charge: float(settings, 'additional_charge'),
    dm_tips_status: settings.flag('dm_tips_status', 0),
    per_km_shipping_charge: float(settings, 'per_km_shipping_charge'),
    minimum_shipping_charge: float(settings, 'minimum_shipping_charge'),
    tax_included: settings.flag('tax_included', 0),
    system_tax_type: settings.str('system_tax_type', 'order_wise'),
    system_tax_include_status: settings.flag('system_tax_include_status', 0),

    // Location
    default_location: defaultLocation(settings),

    // Payments
    cash_on_delivery: settings.bool('cash_on_delivery', true),
    digital_payment: digital,
    digital_payment_info: {
      digital_payment: digital,
      plugin_payment_gateways: false,
      default_payment_gateways: true,
      ...(settings.obj('digital_payment_info') ?? {}),
    },
    active_payment_method_list: paymentMethods(settings, origin),
    offline_payment_status: settings.flag('offline_payment_status', 0),
    partial_payment_status: settings.flag('partial_payment_status', 0),
    partial_payment_method: settings.str('partial_payment_method', ''),
    customer_wallet_status: settings.flag('customer_wallet_status', 0),
    add_fund_status: settings.flag('add_fund_status', 0),

    // Ordering
    schedule_order: settings.bool('schedule_order', false),
    schedule_order_slot_duration: settings.int('schedule_order_slot_duration', 30),
    home_delivery_status: settings.flag('home_delivery_status', 1),
    takeaway_status: settings.flag('takeaway_status', 1),
    guest_checkout_status: settings.flag('guest_checkout_status', 1),
    prescription_order_status: settings.bool('prescription_order_status', false),
    order_delivery_verification: settings.bool('order_delivery_verification', false),
    order_confirmation_model: settings.str('order_confirmation_model', 'deliveryman'),
    refund_active_status: settings.bool('refund_active_status', false),
    refund_policy: settings.flag('refund_policy', 0),
    cancelation_policy: settings.flag('cancelation_policy', 0),
    shipping_policy: settings.flag('shipping_policy', 0),
    toggle_veg_non_veg: settings.bool('toggle_veg_non_veg', false),
    customer_verification: settings.bool('customer_verification', false),

    // Loyalty and referral
    loyalty_point_status: settings.flag('loyalty_point_status', 0),
    loyalty_point_exchange_rate: settings.int('loyalty_point_exchange_rate', 0),
    loyalty_point_item_purchase_point: float(settings, 'loyalty_point_item_purchase_point'),
    loyalty_point_minimum_point: settings.int('loyalty_point_minimum_point', 0),
    ref_earning_status: settings.flag('ref_earning_status', 0),
    ref_earning_exchange_rate: float(settings, 'ref_earning_exchange_rate'),
    new_customer_discount_status: settings.flag('new_customer_discount_status', 0),
    new_customer_discount_amount: float(settings, 'new_customer_discount_amount'),
    new_customer_discount_amount_type: settings.str('new_customer_discount_amount_type', 'amount'),
    new_customer_discount_amount_validity: settings.int('new_customer_discount_amount_validity', 0),
    new_customer_discount_validity_type: settings.str('new_customer_discount_validity_type', 'day'),

    // Language
    ...languages(settings),

    // Auth
    centralize_login: centralize,
    social_login: settings.arr('social_login') ?? [],
    apple_login: settings.arr('apple_login') ?? [],
    firebase_otp_verification: settings.flag('firebase_otp_verification', 0),
    country_picker_status: settings.flag('country_picker_status', 1),
    is_sms_active: settings.bool('is_sms_active', false),
    is_mail_active: settings.bool('is_mail_active', false),

    // Modules
    module_config: MODULE_CONFIG,
    module: opts.module,

    // Parcel
    parcel_per_km_shipping_charge: float(settings, 'parcel_per_km_shipping_charge'),
    parcel_minimum_shipping_charge: float(settings, 'parcel_minimum_shipping_charge'),
    parcel_cancellation_status: settings.flag('parcel_cancellation_status', 0),
    parcel_cancellation_basic_setup: settings.obj('parcel_cancellation_basic_setup') ?? {},
    parcel_return_time_fee: settings.obj('parcel_return_time_fee') ?? {},

    // Social and links
    social_media: socialMedia(settings),
    landing_page_links: settings.obj('landing_page_links') ?? {},

    // Misc
    maintenance_mode: settings.bool('maintenance_mode', false),
    demo: settings.bool('demo', false),
    timeformat: settings.str('timeformat', '24'),
    ...Object.fromEntries(APP_VERSION_KEYS.map((key) => [key, float(settings, key)])),
    ...Object.fromEntries(APP_URL_KEYS.map((key) => [key, nullableStr(settings, key)])),
    websocket_status: settings.flag('websocket_status', 0),
    websocket_url: settings.str('websocket_url', ''),
    websocket_port: settings.int('websocket_port', 6001),
    websocket_key: nullableStr(settings, 'websocket_key'),
    show_dm_earning: settings.bool('show_dm_earning', false),
    canceled_by_deliveryman: settings.bool('canceled_by_deliveryman', false),
    canceled_by_store: settings.bool('canceled_by_store', false),
    toggle_dm_registration: settings.bool('toggle_dm_registration', false),
    toggle_store_registration: settings.bool('toggle_store_registration', false),
    dm_picture_upload_status: settings.flag('dm_picture_upload_status', 0),
    store_review_reply: settings.flag('store_review_reply', 0),
    disbursement_type: settings.str('disbursement_type', 'manual'),
    restaurant_disbursement_waiting_time: settings.int('restaurant_disbursement_waiting_time', 0),
    dm_disbursement_waiting_time: settings.int('dm_disbursement_waiting_time', 0),
    min_amount_to_pay_store: float(settings, 'min_amount_to_pay_store'),
    min_amount_to_pay_dm: float(settings, 'min_amount_to_pay_dm'),
    admin_commission: float(settings, 'admin_commission'),
    subscription_business_model: settings.flag('subscription_business_model', 0),
    commission_business_model: settings.flag('commission_business_model', 1),
    subscription_deadline_warning_days: settings.int('subscription_deadline_warning_days', 7),
    subscription_deadline_warning_message: nullableStr(
      settings,
      'subscription_deadline_warning_message',
    ),
    subscription_free_trial_days: settings.int('subscription_free_trial_days', 0),
    subscription_free_trial_type: settings.str('subscription_free_trial_type', 'day'),
    subscription_free_trial_status: settings.flag('subscription_free_trial_status', 0),
    vehicle_distance_min: float(settings, 'vehicle_distance_min'),
    vehicle_hourly_min: float(settings, 'vehicle_hourly_min'),
    vehicle_day_wise_min: float(settings, 'vehicle_day_wise_min'),
    open_ai_status: settings.bool('open_ai_status', false),
    external_system: false,
  };
}
