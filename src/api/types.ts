/**
 * Shapes of the 6amMart customer API that the storefront reads. Fields are optional where real
 * backends (2.x to 3.5) differ; see shared/reference/api-contract.md.
 */

export interface ApiErrorItem {
  code: string;
  message: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface LanguageOption {
  key: string;
  value: string;
  direction?: 'ltr' | 'rtl';
  default?: boolean;
}

export interface SocialMedia {
  id?: number;
  name: string;
  link: string;
  status?: number | boolean;
}

export interface PaymentGateway {
  gateway: string;
  gateway_title: string;
  gateway_image?: string | null;
  gateway_image_full_url?: string | null;
}

export interface CentralizeLogin {
  manual_login_status?: number;
  otp_login_status?: number;
  social_login_status?: number;
  google_login_status?: number;
  facebook_login_status?: number;
  apple_login_status?: number;
  email_verification_status?: number;
  phone_verification_status?: number;
}

export interface Config {
  business_name: string;
  logo?: string | null;
  logo_full_url?: string | null;
  fav_icon_full_url?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  country?: string | null;
  footer_text?: string | null;
  cookies_text?: string | null;
  currency_symbol: string;
  currency_symbol_direction?: 'left' | 'right';
  digit_after_decimal_point?: number;
  free_delivery_over?: number | null;
  admin_free_delivery?: {
    status?: boolean;
    type?: string | null;
    free_delivery_over?: number | null;
  };
  default_location?: { lat: string | number; lng: string | number };
  cash_on_delivery?: boolean;
  digital_payment?: boolean;
  active_payment_method_list?: PaymentGateway[];
  guest_checkout_status?: number;
  /** Prescription-only pharmacy orders are on (API-CONFIG-1). */
  prescription_order_status?: boolean;
  schedule_order?: boolean;
  home_delivery_status?: number;
  takeaway_status?: number;
  customer_wallet_status?: number;
  loyalty_point_status?: number;
  ref_earning_status?: number;
  /** The referrer's wallet reward per referee (API-CONFIG-1). */
  ref_earning_exchange_rate?: number;
  /** The referee's first-order discount. */
  new_customer_discount_status?: number;
  new_customer_discount_amount?: number;
  new_customer_discount_amount_type?: 'amount' | 'percentage' | string;
  new_customer_discount_amount_validity?: number;
  new_customer_discount_validity_type?: 'day' | 'month' | 'year' | string;
  loyalty_point_exchange_rate?: number;
  loyalty_point_item_purchase_point?: number;
  loyalty_point_minimum_point?: number;
  add_fund_status?: number;
  refund_active_status?: boolean;
  offline_payment_status?: number;
  country_picker_status?: number;
  customer_verification?: boolean;
  centralize_login?: CentralizeLogin;
  language?: LanguageOption[];
  sys_language?: LanguageOption[];
  social_media?: SocialMedia[];
  landing_page_links?: Record<string, string | number | boolean | null>;
  refund_policy?: number;
  cancelation_policy?: number;
  shipping_policy?: number;
  maintenance_mode?: boolean;
  timeformat?: string;
  base_urls?: Record<string, string>;
  module?: Module | null;
  [key: string]: unknown;
}

export type ModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel' | 'rental';

export interface ZoneRef {
  id: number;
  name?: string;
}

export interface Module {
  id: number;
  module_name: string;
  module_type: ModuleType;
  icon_full_url?: string | null;
  thumbnail_full_url?: string | null;
  status?: string | number;
  stores_count?: number;
  items_count?: number;
  theme_id?: number;
  description?: string | null;
  all_zone_service?: number;
  zones?: ZoneRef[];
}

export interface ZoneData {
  id: number;
  name?: string;
  display_name?: string;
  cash_on_delivery?: boolean | number;
  digital_payment?: boolean | number;
  offline_payment?: boolean | number;
}

export interface ZoneLookup {
  zone_id: string;
  zone_data: ZoneData[];
}

export interface PlacePrediction {
  placeId: string;
  text: string;
  secondaryText?: string;
}

export interface TokenResponse {
  token: string | null;
  is_phone_verified?: number;
  is_email_verified?: number;
  is_personal_info?: number;
  is_exist_user?: { id: number; name: string; image?: string | null } | null;
  login_type?: string;
  email?: string | null;
  message?: string;
}

export interface Profile {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  image?: string | null;
  image_full_url?: string | null;
  login_medium?: string | null;
  social_id?: string | null;
  wallet_balance?: number;
  loyalty_point?: number;
  ref_code?: string | null;
  member_since_days?: number;
  order_count?: number;
  is_valid_for_discount?: boolean;
  discount_amount?: number;
  discount_amount_type?: string;
  validity?: string;
  /** Modules whose interest categories the customer has already chosen (API-CUSTOMER-1). */
  selected_modules_for_interest?: number[];
}

export interface MessageResponse {
  message: string;
}

export interface LandingCard {
  status?: number | string;
  title?: string;
  sub_title?: string;
  image_full_url?: string | null;
}

export interface LandingPage {
  hero_section?: {
    header_title?: string;
    header_sub_title?: string;
    header_tag_line?: string;
    pick_location_title?: string;
  };
  trust_section?: { trust_section_status?: number | string; cards?: LandingCard[] };
  available_zone_section?: {
    status?: number | string;
    title?: string;
    short_description?: string;
    available_zone_list?: {
      id: number;
      name?: string;
      display_name?: string;
      modules?: string[];
    }[];
  };
  promotional_banner_section?: { status?: number | string; promotion_banners_full_url?: string[] };
  testimonial_section?: {
    status?: number | string;
    title?: string;
    testimonial_list?: {
      name?: string;
      designation?: string;
      review?: string;
      reviewer_image_full_url?: string | null;
    }[];
  };
  faq_section?: {
    status?: number | string;
    faq_title?: string;
    faq_list?: { question?: string; answer?: string }[];
  };
  user_app_download_section?: Record<string, unknown>;
  fixed_footer_description?: string;
  download_user_app_links?: {
    playstore_url_status?: number | string;
    playstore_url?: string;
    apple_store_url_status?: number | string;
    apple_store_url?: string;
  };
  [key: string]: unknown;
}
