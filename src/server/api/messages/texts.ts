import { messageLookup, type Messages } from '../locale';

/**
 * Texts of the chat, the push messages (customer events) and the notifications list, in every locale
 * of the API. `{name}` placeholders are filled from the params.
 */
const MESSAGES = {
  sent: { en: 'successfully sent!', ar: 'تم الإرسال بنجاح!', fr: 'envoyé avec succès !' },
  message_required: {
    en: 'Write a message or attach an image.',
    ar: 'اكتب رسالة أو أرفق صورة.',
    fr: 'Écrivez un message ou joignez une image.',
  },
  receiver_not_found: {
    en: 'Receiver not found.',
    ar: 'المستلم غير موجود.',
    fr: 'Destinataire introuvable.',
  },
  conversation_not_found: {
    en: 'Conversation not found.',
    ar: 'المحادثة غير موجودة.',
    fr: 'Conversation introuvable.',
  },
  conversation_required: {
    en: 'Give a conversation_id, admin_id, vendor_id or delivery_man_id.',
    ar: 'حدد conversation_id أو admin_id أو vendor_id أو delivery_man_id.',
    fr: 'Indiquez conversation_id, admin_id, vendor_id ou delivery_man_id.',
  },
  order_not_found: {
    en: 'Order not found.',
    ar: 'الطلب غير موجود.',
    fr: 'Commande introuvable.',
  },
  chat_closed: {
    en: 'You can chat with them while you have an active order with them.',
    ar: 'يمكنك المراسلة أثناء وجود طلب نشط معهم فقط.',
    fr: 'Vous pouvez leur écrire tant que vous avez une commande en cours avec eux.',
  },
  image: { en: 'Image', ar: 'صورة', fr: 'Image' },
  reply_vendor: {
    en: "Thanks! We're preparing your order.",
    ar: 'شكرًا لك! نحن نجهز طلبك.',
    fr: 'Merci ! Nous préparons votre commande.',
  },
  reply_delivery_man: {
    en: "Got it, I'm on my way.",
    ar: 'حسنًا، أنا في الطريق إليك.',
    fr: 'Bien reçu, je suis en route.',
  },
  reply_admin: {
    en: "Thanks for reaching out, we'll help you shortly.",
    ar: 'شكرًا لتواصلك معنا، سنساعدك قريبًا.',
    fr: 'Merci de nous avoir écrit, nous vous aidons très vite.',
  },
  courier_on_my_way: {
    en: "On my way with your order #{id}! I'll be there soon.",
    ar: 'أنا في الطريق بطلبك رقم {id}! سأصل قريبًا.',
    fr: 'En route avec votre commande n°{id} ! J’arrive bientôt.',
  },
  order_title: { en: 'Order #{id}', ar: 'الطلب رقم {id}', fr: 'Commande n°{id}' },
  status_confirmed: {
    en: 'Your order has been confirmed',
    ar: 'تم تأكيد طلبك',
    fr: 'Votre commande est confirmée',
  },
  status_processing: {
    en: 'Your order is being prepared',
    ar: 'يتم تجهيز طلبك',
    fr: 'Votre commande est en préparation',
  },
  status_handover: {
    en: 'Your order is ready',
    ar: 'طلبك جاهز',
    fr: 'Votre commande est prête',
  },
  status_picked_up: {
    en: 'Your order is on the way',
    ar: 'طلبك في الطريق',
    fr: 'Votre commande est en route',
  },
  status_delivered: {
    en: 'Your order has been delivered',
    ar: 'تم توصيل طلبك',
    fr: 'Votre commande a été livrée',
  },
  status_refund_requested: {
    en: 'Your refund request has been received',
    ar: 'تم استلام طلب الاسترداد الخاص بك',
    fr: 'Votre demande de remboursement a été reçue',
  },
  status_refunded: {
    en: 'Your order has been refunded to your wallet',
    ar: 'تم استرداد مبلغ طلبك إلى محفظتك',
    fr: 'Votre commande a été remboursée sur votre portefeuille',
  },
  status_other: {
    en: 'Your order status changed',
    ar: 'تغيرت حالة طلبك',
    fr: 'Le statut de votre commande a changé',
  },
} satisfies Record<string, Messages>;

export type ChatMessageKey = keyof typeof MESSAGES;

export const cm = messageLookup<ChatMessageKey>(MESSAGES);

/** The key of the body of an order_status push message for `status`. */
export function statusBodyKey(status: string): ChatMessageKey {
  const key = `status_${status}`;
  return key in MESSAGES ? (key as ChatMessageKey) : 'status_other';
}
