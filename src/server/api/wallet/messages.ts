import { messageLookup, type Messages } from '../locale';

/**
 * Messages of the wallet, loyalty point, referral, refund, offline payment and newsletter endpoints,
 * in every locale of the API. `{name}` placeholders are filled from the params.
 */
const MESSAGES = {
  wallet_off: {
    en: 'The wallet is not available.',
    ar: 'المحفظة غير متاحة.',
    fr: 'Le portefeuille n’est pas disponible.',
  },
  add_fund_off: {
    en: 'Adding funds to the wallet is not available.',
    ar: 'إضافة رصيد إلى المحفظة غير متاحة.',
    fr: 'La recharge du portefeuille n’est pas disponible.',
  },
  digital_payment_off: {
    en: 'Digital payment is not available.',
    ar: 'الدفع الإلكتروني غير متاح.',
    fr: 'Le paiement en ligne n’est pas disponible.',
  },
  gateway_unknown: {
    en: 'The selected payment method is invalid.',
    ar: 'طريقة الدفع المختارة غير صالحة.',
    fr: 'Le moyen de paiement choisi est invalide.',
  },
  callback_foreign: {
    en: 'The callback must be a URL on this site.',
    ar: 'يجب أن يكون رابط الرجوع (callback) على هذا الموقع.',
    fr: 'Le lien de retour (callback) doit être une adresse de ce site.',
  },
  loyalty_off: {
    en: 'Loyalty points are not available.',
    ar: 'نقاط الولاء غير متاحة.',
    fr: 'Les points de fidélité ne sont pas disponibles.',
  },
  point_whole: {
    en: 'Enter a whole number of points.',
    ar: 'أدخل عددًا صحيحًا من النقاط.',
    fr: 'Saisissez un nombre entier de points.',
  },
  point_below_minimum: {
    en: 'You can transfer {min} points or more.',
    ar: 'يمكنك تحويل {min} نقطة أو أكثر.',
    fr: 'Vous pouvez transférer {min} points ou plus.',
  },
  point_insufficient: {
    en: 'You do not have enough points.',
    ar: 'ليس لديك نقاط كافية.',
    fr: 'Vous n’avez pas assez de points.',
  },
  point_no_value: {
    en: 'These points are not worth anything in the wallet yet.',
    ar: 'هذه النقاط لا تساوي شيئًا في المحفظة بعد.',
    fr: 'Ces points ne valent encore rien dans le portefeuille.',
  },
  point_transferred: {
    en: 'Points transferred to your wallet successfully.',
    ar: 'تم تحويل النقاط إلى محفظتك بنجاح.',
    fr: 'Points transférés dans votre portefeuille avec succès.',
  },
  referral_title: {
    en: 'Referral reward',
    ar: 'مكافأة الإحالة',
    fr: 'Récompense de parrainage',
  },
  referral_body: {
    en: '{name} received their first order with your code: {amount} was added to your wallet.',
    ar: 'استلم {name} طلبه الأول برمزك: تمت إضافة {amount} إلى محفظتك.',
    fr: '{name} a reçu sa première commande avec votre code : {amount} ont été ajoutés à votre portefeuille.',
  },
  refund_off: {
    en: 'Refunds are not available.',
    ar: 'الاسترداد غير متاح.',
    fr: 'Les remboursements ne sont pas disponibles.',
  },
  refund_not_delivered: {
    en: 'You can ask for a refund of a delivered order only.',
    ar: 'يمكنك طلب استرداد طلب تم توصيله فقط.',
    fr: 'Vous ne pouvez demander le remboursement que d’une commande livrée.',
  },
  refund_already: {
    en: 'A refund was already requested for this order.',
    ar: 'تم طلب استرداد هذا الطلب بالفعل.',
    fr: 'Un remboursement a déjà été demandé pour cette commande.',
  },
  refund_requested: {
    en: 'Refund request sent successfully.',
    ar: 'تم إرسال طلب الاسترداد بنجاح.',
    fr: 'Demande de remboursement envoyée avec succès.',
  },
  offline_not_offline: {
    en: 'This order is not paid by offline payment.',
    ar: 'لا يتم دفع هذا الطلب بالدفع خارج الإنترنت.',
    fr: 'Cette commande n’est pas réglée par paiement hors ligne.',
  },
  offline_method_not_found: {
    en: 'Offline payment method not found.',
    ar: 'طريقة الدفع خارج الإنترنت غير موجودة.',
    fr: 'Moyen de paiement hors ligne introuvable.',
  },
  offline_field_required: {
    en: 'The {field} field is required.',
    ar: 'الحقل {field} مطلوب.',
    fr: 'Le champ {field} est obligatoire.',
  },
  offline_already: {
    en: 'The payment information was already sent: update it instead.',
    ar: 'تم إرسال معلومات الدفع بالفعل: قم بتحديثها بدلًا من ذلك.',
    fr: 'Les informations de paiement ont déjà été envoyées : modifiez-les plutôt.',
  },
  offline_not_sent: {
    en: 'No payment information was sent for this order yet.',
    ar: 'لم يتم إرسال معلومات الدفع لهذا الطلب بعد.',
    fr: 'Aucune information de paiement n’a encore été envoyée pour cette commande.',
  },
  offline_locked: {
    en: 'The payment information of this order can no longer be changed.',
    ar: 'لم يعد بالإمكان تغيير معلومات الدفع لهذا الطلب.',
    fr: 'Les informations de paiement de cette commande ne peuvent plus être modifiées.',
  },
  newsletter_subscribed: {
    en: 'Subscribed successfully!',
    ar: 'تم الاشتراك بنجاح!',
    fr: 'Inscription réussie !',
  },
  newsletter_taken: {
    en: 'The email has already been taken.',
    ar: 'البريد الإلكتروني مستخدم بالفعل.',
    fr: 'Cette adresse e-mail est déjà utilisée.',
  },
} satisfies Record<string, Messages>;

export type WalletMessageKey = keyof typeof MESSAGES;

export const wm = messageLookup<WalletMessageKey>(MESSAGES);
