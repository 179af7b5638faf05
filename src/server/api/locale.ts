/** Locales the built-in API answers in (X-localization); anything else falls back to English. */
export const API_LOCALES = ['en', 'ar', 'fr'] as const;
export type ApiLocale = (typeof API_LOCALES)[number];

export const isApiLocale = (value: string): value is ApiLocale =>
  (API_LOCALES as readonly string[]).includes(value);

export function parseLocale(header: string | null | undefined): ApiLocale {
  const language = (header ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isApiLocale(language) ? language : 'en';
}

/** One message in every locale the API answers in. */
export type Messages = Record<ApiLocale, string>;

/**
 * The lookup of a message table: the text of `key` in `locale`, with `{name}` placeholders filled
 * from `params` (a missing one becomes empty).
 */
export function messageLookup<Key extends string>(table: Record<Key, Messages>) {
  return (locale: ApiLocale, key: Key, params: Record<string, string | number> = {}): string =>
    table[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** User-facing success and domain messages. `{n}` is replaced by the `n` parameter. */
const MESSAGES = {
  guest_verified: { en: 'Guest verified', ar: 'تم التحقق من الضيف', fr: 'Invité vérifié' },
  otp_sent: {
    en: 'OTP sent successfully',
    ar: 'تم إرسال رمز التحقق بنجاح',
    fr: 'Code envoyé avec succès',
  },
  otp_mismatch: {
    en: 'OTP does not match',
    ar: 'رمز التحقق غير مطابق',
    fr: 'Le code ne correspond pas',
  },
  otp_found: {
    en: 'OTP found, you can proceed',
    ar: 'الرمز صحيح، يمكنك المتابعة',
    fr: 'Code valide, vous pouvez continuer',
  },
  otp_temp_blocked: {
    en: 'Too many attempts. Try again in {n} minutes.',
    ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {n} دقائق.',
    fr: 'Trop de tentatives. Réessayez dans {n} minutes.',
  },
  otp_resend_wait: {
    en: 'Please try again after {n} seconds',
    ar: 'يرجى المحاولة مرة أخرى بعد {n} ثانية',
    fr: 'Veuillez réessayer dans {n} secondes',
  },
  too_many_attempts: {
    en: 'Too many attempts. Try again in {n} minutes.',
    ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {n} دقائق.',
    fr: 'Trop de tentatives. Réessayez dans {n} minutes.',
  },
  too_many_requests: {
    en: 'Too many requests. Try again in {n} minutes.',
    ar: 'طلبات كثيرة جدًا. حاول مرة أخرى بعد {n} دقائق.',
    fr: 'Trop de requêtes. Réessayez dans {n} minutes.',
  },
  invalid_credentials: {
    en: 'Invalid credentials: the phone/email or password is incorrect.',
    ar: 'بيانات الدخول غير صحيحة.',
    fr: 'Identifiants invalides : téléphone/e-mail ou mot de passe incorrect.',
  },
  account_blocked: {
    en: 'Your account is blocked',
    ar: 'تم حظر حسابك',
    fr: 'Votre compte est bloqué',
  },
  phone_already_verified: {
    en: 'Phone number is already verified',
    ar: 'رقم الهاتف تم التحقق منه مسبقًا',
    fr: 'Le numéro de téléphone est déjà vérifié',
  },
  email_already_verified: {
    en: 'Email is already verified',
    ar: 'البريد الإلكتروني تم التحقق منه مسبقًا',
    fr: "L'e-mail est déjà vérifié",
  },
  user_not_found: { en: 'User not found', ar: 'المستخدم غير موجود', fr: 'Utilisateur introuvable' },
  phone_not_found: {
    en: 'Phone number not found',
    ar: 'رقم الهاتف غير موجود',
    fr: 'Numéro de téléphone introuvable',
  },
  email_not_found: {
    en: 'Email not found',
    ar: 'البريد الإلكتروني غير موجود',
    fr: 'E-mail introuvable',
  },
  profile_exists: {
    en: 'Profile information already exists',
    ar: 'معلومات الملف الشخصي موجودة مسبقًا',
    fr: 'Les informations du profil existent déjà',
  },
  referer_disabled: {
    en: 'Referral earning is disabled',
    ar: 'نظام الإحالة غير مفعل',
    fr: 'Le parrainage est désactivé',
  },
  referer_not_found: {
    en: 'Referral code not found',
    ar: 'رمز الإحالة غير موجود',
    fr: 'Code de parrainage introuvable',
  },
  invalid_reset_token: { en: 'Invalid token.', ar: 'رمز غير صالح.', fr: 'Code invalide.' },
  password_mismatch: {
    en: 'Password did not match!',
    ar: 'كلمتا المرور غير متطابقتين!',
    fr: 'Les mots de passe ne correspondent pas !',
  },
  password_changed: {
    en: 'Password changed successfully.',
    ar: 'تم تغيير كلمة المرور بنجاح.',
    fr: 'Mot de passe modifié avec succès.',
  },
  profile_updated: {
    en: 'Successfully updated!',
    ar: 'تم التحديث بنجاح!',
    fr: 'Mis à jour avec succès !',
  },
  on_going_orders: {
    en: 'You cannot delete your account while you have an on-going order.',
    ar: 'لا يمكنك حذف حسابك أثناء وجود طلب قيد التنفيذ.',
    fr: 'Vous ne pouvez pas supprimer votre compte tant qu’une commande est en cours.',
  },
  service_unavailable: {
    en: 'service not available in this area',
    ar: 'الخدمة غير متوفرة في هذه المنطقة',
    fr: 'service non disponible dans cette zone',
  },
  zone_inactive: {
    en: 'Service is temporarily unavailable in this area',
    ar: 'الخدمة غير متوفرة مؤقتًا في هذه المنطقة',
    fr: 'Service temporairement indisponible dans cette zone',
  },
  zone_required: {
    en: 'Zone id is required!',
    ar: 'معرف المنطقة مطلوب!',
    fr: "L'identifiant de zone est requis !",
  },
  zone_invalid: {
    en: 'Zone id must be a JSON array of ids, e.g. [1,2].',
    ar: 'يجب أن يكون معرف المنطقة مصفوفة JSON مثل [1,2].',
    fr: "L'identifiant de zone doit être un tableau JSON, par ex. [1,2].",
  },
  module_required: {
    en: 'Module id is required!',
    ar: 'معرف الوحدة مطلوب!',
    fr: "L'identifiant de module est requis !",
  },
  module_not_found: {
    en: 'Module not found!',
    ar: 'الوحدة غير موجودة!',
    fr: 'Module introuvable !',
  },
  place_not_found: { en: 'Place not found', ar: 'المكان غير موجود', fr: 'Lieu introuvable' },
  localization_required: {
    en: 'The X-localization header is required.',
    ar: 'ترويسة X-localization مطلوبة.',
    fr: "L'en-tête X-localization est requis.",
  },
} satisfies Record<string, Messages>;

export type MessageKey = keyof typeof MESSAGES;

export const t = messageLookup<MessageKey>(MESSAGES);

/** Picks the locale's text from a `{en, ar, fr}` object (or a plain string), falling back to English. */
export function pickLocalized(value: unknown, locale: ApiLocale): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const text = record[locale] ?? record.en;
    return typeof text === 'string' ? text : null;
  }
  return null;
}
