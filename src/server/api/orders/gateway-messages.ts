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
  // The shop cannot start an order's payment again; its order page cancels a pending order
  // (API-ORDERS-5), after which the customer orders again. A top-up is simply asked for again.
  link_missing: {
    en: 'This payment page opens only from the secure link the shop gives for your order. Your order stays unpaid: open it in the shop to cancel it, then order again.',
    ar: 'لا تُفتح صفحة الدفع هذه إلا من الرابط الآمن الذي يعطيه المتجر لطلبك. يبقى طلبك غير مدفوع: افتحه في المتجر لإلغائه، ثم اطلب من جديد.',
    fr: 'Cette page de paiement ne s’ouvre que depuis le lien sécurisé que la boutique donne pour votre commande. Votre commande reste impayée : ouvrez-la dans la boutique pour l’annuler, puis commandez à nouveau.',
  },
  link_invalid: {
    en: 'This payment link is not valid. Your order stays unpaid: open it in the shop to cancel it, then order again.',
    ar: 'رابط الدفع هذا غير صالح. يبقى طلبك غير مدفوع: افتحه في المتجر لإلغائه، ثم اطلب من جديد.',
    fr: 'Ce lien de paiement n’est pas valide. Votre commande reste impayée : ouvrez-la dans la boutique pour l’annuler, puis commandez à nouveau.',
  },
  link_expired: {
    en: 'This payment link has expired. Your order stays unpaid: open it in the shop to cancel it, then order again.',
    ar: 'انتهت صلاحية رابط الدفع هذا. يبقى طلبك غير مدفوع: افتحه في المتجر لإلغائه، ثم اطلب من جديد.',
    fr: 'Ce lien de paiement a expiré. Votre commande reste impayée : ouvrez-la dans la boutique pour l’annuler, puis commandez à nouveau.',
  },
  fund_link_missing: {
    en: 'This payment page opens only from the secure link the shop gives for your wallet top-up. Please add funds again from your wallet in the shop.',
    ar: 'لا تُفتح صفحة الدفع هذه إلا من الرابط الآمن الذي يعطيه المتجر لشحن محفظتك. يرجى إضافة الرصيد من جديد من محفظتك في المتجر.',
    fr: 'Cette page de paiement ne s’ouvre que depuis le lien sécurisé que la boutique donne pour la recharge de votre portefeuille. Veuillez ajouter des fonds à nouveau depuis votre portefeuille dans la boutique.',
  },
  fund_link_invalid: {
    en: 'This payment link is not valid. Please add funds again from your wallet in the shop.',
    ar: 'رابط الدفع هذا غير صالح. يرجى إضافة الرصيد من جديد من محفظتك في المتجر.',
    fr: 'Ce lien de paiement n’est pas valide. Veuillez ajouter des fonds à nouveau depuis votre portefeuille dans la boutique.',
  },
  fund_link_expired: {
    en: 'This payment link has expired. Please add funds again from your wallet in the shop.',
    ar: 'انتهت صلاحية رابط الدفع هذا. يرجى إضافة الرصيد من جديد من محفظتك في المتجر.',
    fr: 'Ce lien de paiement a expiré. Veuillez ajouter des fonds à nouveau depuis votre portefeuille dans la boutique.',
  },
  gateway_unknown: {
    en: 'The shop does not offer this payment method.',
    ar: 'لا يقدّم المتجر طريقة الدفع هذه.',
    fr: 'La boutique ne propose pas ce moyen de paiement.',
  },
  not_gateway_order: {
    en: 'This order is not paid through the payment gateway.',
    ar: 'لا يُدفع هذا الطلب عبر بوابة الدفع.',
    fr: 'Cette commande ne se paie pas par la passerelle de paiement.',
  },
  order_closed: {
    en: 'This order can no longer be paid.',
    ar: 'لم يعد بالإمكان دفع هذا الطلب.',
    fr: 'Cette commande ne peut plus être payée.',
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
