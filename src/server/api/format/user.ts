import type { User } from '../../db/schema';
import type { Settings } from '../settings';
import { profileImageUrl } from '../urls';
import { int01, iso } from './common';

const DAY_MS = 24 * 60 * 60 * 1000;

export type FirstOrderDiscount = {
  is_valid_for_discount: boolean;
  discount_amount: number;
  discount_amount_type: string;
  validity: string;
};

/** Adds `amount` days/months/years to `from`. */
function addPeriod(from: Date, amount: number, unit: string): Date {
  const out = new Date(from);
  if (unit === 'year') out.setUTCFullYear(out.getUTCFullYear() + amount);
  else if (unit === 'month') out.setUTCMonth(out.getUTCMonth() + amount);
  else out.setTime(out.getTime() + amount * DAY_MS);
  return out;
}

/**
 * The referred user's first-order discount (config new_customer_discount_*): valid while the user has
 * no orders, was referred (ref_by) and is inside the validity window counted from sign-up.
 */
export function firstOrderDiscount(
  user: User,
  orderCount: number,
  settings: Settings,
  now = new Date(),
): FirstOrderDiscount {
  const amount = settings.num('new_customer_discount_amount', 0);
  const type = settings.str('new_customer_discount_amount_type', 'amount');
  const validity = settings.int('new_customer_discount_amount_validity', 0);
  const unit = settings.str('new_customer_discount_validity_type', 'day');
  const enabled = settings.bool('new_customer_discount_status', false);
  const inWindow = validity > 0 && addPeriod(user.created_at, validity, unit) > now;
  const valid = enabled && orderCount === 0 && user.ref_by !== null && inWindow;
  return {
    is_valid_for_discount: valid,
    discount_amount: valid ? amount : 0,
    discount_amount_type: type,
    validity: validity > 0 ? `${validity} ${unit}${validity === 1 ? '' : 's'}` : '',
  };
}

/** Public profile fields of a customer (never the password hash). */
export function formatUser(user: User, origin: string) {
  return {
    id: user.id,
    f_name: user.f_name,
    l_name: user.l_name,
    phone: user.phone,
    email: user.email,
    image: user.image,
    image_full_url: profileImageUrl(origin, user.image),
    is_phone_verified: int01(user.is_phone_verified),
    is_email_verified: int01(user.is_email_verified),
    email_verified_at: iso(user.email_verified_at),
    status: int01(user.status),
    login_medium: user.login_medium,
    social_id: user.social_id,
    zone_id: user.zone_id,
    wallet_balance: Number(user.wallet_balance),
    loyalty_point: user.loyalty_point,
    ref_code: user.ref_code,
    ref_by: user.ref_by,
    current_language_key: user.current_language_key,
    module_ids: user.module_ids,
    interest: user.interest,
    cm_firebase_token: user.cm_firebase_token,
    temp_token: user.temp_token,
    is_from_pos: int01(user.is_from_pos),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    storage: [],
  };
}

/** customer/info: the profile plus order count, membership age and the first-order discount (API-CUSTOMER-1). */
export function formatCustomerInfo(
  user: User,
  origin: string,
  extras: { orderCount: number; settings: Settings; userinfo: unknown; now?: Date },
) {
  const now = extras.now ?? new Date();
  return {
    ...formatUser(user, origin),
    order_count: extras.orderCount,
    userinfo: extras.userinfo,
    member_since_days: Math.max(
      0,
      Math.floor((now.getTime() - user.created_at.getTime()) / DAY_MS),
    ),
    selected_modules_for_interest: user.module_ids,
    ...firstOrderDiscount(user, extras.orderCount, extras.settings, now),
  };
}

/** The token response shared by sign-up, login, verify-phone and update-info (API-AUTH-1). */
export type TokenResponse = {
  token: string | null;
  is_phone_verified: 0 | 1;
  is_email_verified: 0 | 1;
  is_personal_info: 0 | 1;
  is_exist_user: { id: number; name: string; image: string | null } | null;
  login_type: 'manual' | 'otp' | 'social';
  email: string | null;
};
