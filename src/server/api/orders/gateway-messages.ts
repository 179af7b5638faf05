import { isApiLocale, messageLookup, parseLocale, type ApiLocale } from '../locale';

/**
 * Texts of the demo payment gateway page (routes/payment.ts), in the shopper's language. The English
 * button names stay `Pay`, `Fail` and `Cancel`: the browser tests click them by name.
 */
const MESSAGES = {
  title: { en: 'Demo payment', ar: 'دفع تجريبي', fr: 'Paiement de démonstration' },
  explanation: {
    en: 'No real money moves: choose how this payment ends.',
    ar: 'لا تُنقل أي أموال حقيقية: اختر كيف ينتهي هذا الدفع.',
    fr: 'Aucun argent réel n’est débité : choisissez comment ce paiement se termine.',
  },
  order: { en: 'Order', ar: 'الطلب', fr: 'Commande' },
  order_heading: { en: 'Order #{id}', ar: 'الطلب #{id}', fr: 'Commande #{id}' },
  amount: { en: 'Amount', ar: 'المبلغ', fr: 'Montant' },
  method: { en: 'Method', ar: 'طريقة الدفع', fr: 'Moyen de paiement' },
  pay: { en: 'Pay', ar: 'ادفع', fr: 'Payer' },
  fail: { en: 'Fail', ar: 'فشل', fr: 'Échec' },
  cancel: { en: 'Cancel', ar: 'إلغاء', fr: 'Annuler' },
  already_paid: {
    en: 'This order is already paid.',
    ar: 'تم دفع هذا الطلب بالفعل.',
    fr: 'Cette commande est déjà payée.',
  },
  error_title: { en: 'Payment', ar: 'الدفع', fr: 'Paiement' },
  invalid_ids: {
    en: 'Missing or invalid order_id or customer_id.',
    ar: 'المعرف order_id أو customer_id مفقود أو غير صالح.',
    fr: 'order_id ou customer_id manquant ou invalide.',
  },
  foreign_callback: {
    en: 'The callback must be a URL on this site.',
    ar: 'يجب أن يكون رابط الرجوع (callback) على هذا الموقع.',
    fr: 'Le lien de retour (callback) doit être une adresse de ce site.',
  },
  order_not_found: { en: 'Order not found.', ar: 'الطلب غير موجود.', fr: 'Commande introuvable.' },
  form_expired: {
    en: 'This payment form has expired. Please start the payment again.',
    ar: 'انتهت صلاحية نموذج الدفع هذا. يرجى بدء الدفع من جديد.',
    fr: 'Ce formulaire de paiement a expiré. Veuillez recommencer le paiement.',
  },
  unknown_choice: { en: 'Unknown choice.', ar: 'اختيار غير معروف.', fr: 'Choix inconnu.' },
  fund_title: {
    en: 'Wallet top-up',
    ar: 'شحن المحفظة',
    fr: 'Recharge du portefeuille',
  },
  fund_heading: { en: 'Top-up #{id}', ar: 'الشحن #{id}', fr: 'Recharge #{id}' },
  bonus: { en: 'Bonus', ar: 'المكافأة', fr: 'Bonus' },
  fund_not_found: {
    en: 'Wallet top-up not found.',
    ar: 'عملية شحن المحفظة غير موجودة.',
    fr: 'Recharge du portefeuille introuvable.',
  },
  fund_done: {
    en: 'This wallet top-up is already complete.',
    ar: 'اكتملت عملية شحن المحفظة هذه بالفعل.',
    fr: 'Cette recharge du portefeuille est déjà terminée.',
  },
  invalid_fund_ids: {
    en: 'Missing or invalid fund_id or customer_id.',
    ar: 'المعرف fund_id أو customer_id مفقود أو غير صالح.',
    fr: 'fund_id ou customer_id manquant ou invalide.',
  },
} satisfies Record<string, Record<ApiLocale, string>>;

export type GatewayMessageKey = keyof typeof MESSAGES;

/** A gateway text in `locale` ({name} placeholders are filled from params). */
export const gm = messageLookup<GatewayMessageKey>(MESSAGES);

/** The supported locale a language value names (`ar`, `fr-FR`, `en_GB`), or null when it names none. */
function namedLocale(value: string | null | undefined): ApiLocale | null {
  if (!value?.trim()) return null;
  const locale = parseLocale(value);
  // parseLocale answers English for anything it does not know: only an `en…` value means English.
  return locale === 'en' && !/^\s*en(?:[-_]|\s*$)/i.test(value) ? null : locale;
}

/** The supported locale an Accept-Language header prefers most (by q-value, then order), or null. */
function preferredLocale(header: string | null | undefined): ApiLocale | null {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { locale: namedLocale(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.locale !== null && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.locale ?? null;
}

/** The locale prefix of a callback URL's path (`/ar/checkout?…` → ar), or null. */
function callbackLocale(callback: string | null | undefined): ApiLocale | null {
  if (!callback) return null;
  try {
    // Any base works: only the path is read, and a relative callback resolves against it.
    const [first] = new URL(callback, 'http://callback.invalid').pathname
      .split('/')
      .filter(Boolean);
    return first && isApiLocale(first) ? first : null;
  } catch {
    return null;
  }
}

/**
 * The language of the gateway page: the storefront's locale prefix on the callback (`/ar/…`, `/fr/…`;
 * English has none, and an explicit `/en/…` counts as English), else the X-localization header when it
 * names a supported locale, else the best supported language of Accept-Language, else English.
 * The callback wins because a browser opening the page sends no X-localization header, and the
 * callback is the storefront page the shopper is on.
 */
export function gatewayLocale(request: {
  callback?: string | null;
  localization?: string | null;
  acceptLanguage?: string | null;
}): ApiLocale {
  return (
    callbackLocale(request.callback) ??
    namedLocale(request.localization) ??
    preferredLocale(request.acceptLanguage) ??
    'en'
  );
}
