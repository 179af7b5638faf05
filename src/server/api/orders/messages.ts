import { messageLookup, type ApiLocale } from '../locale';

/** Messages of the order, payment and review endpoints ({name} placeholders are filled from params). */
const MESSAGES = {
  order_placed: {
    en: 'Order placed successfully!',
    ar: 'تم تقديم الطلب بنجاح!',
    fr: 'Commande passée avec succès !',
  },
  guest_checkout_off: {
    en: 'Guest checkout is not available. Please sign in to order.',
    ar: 'الطلب كضيف غير متاح. يرجى تسجيل الدخول للطلب.',
    fr: 'La commande en invité n’est pas disponible. Connectez-vous pour commander.',
  },
  order_type_off: {
    en: 'This order type is not available.',
    ar: 'نوع الطلب هذا غير متاح.',
    fr: 'Ce type de commande n’est pas disponible.',
  },
  payment_method_off: {
    en: 'This payment method is not available.',
    ar: 'طريقة الدفع هذه غير متاحة.',
    fr: 'Ce moyen de paiement n’est pas disponible.',
  },
  store_not_found: { en: 'Store not found.', ar: 'المتجر غير موجود.', fr: 'Boutique introuvable.' },
  store_closed: {
    en: 'The store is closed at the chosen time.',
    ar: 'المتجر مغلق في الوقت المختار.',
    fr: 'La boutique est fermée à l’heure choisie.',
  },
  schedule_off: {
    en: 'This store does not take scheduled orders.',
    ar: 'هذا المتجر لا يقبل الطلبات المجدولة.',
    fr: 'Cette boutique n’accepte pas les commandes programmées.',
  },
  schedule_past: {
    en: 'The schedule time can not be in the past.',
    ar: 'لا يمكن أن يكون وقت الجدولة في الماضي.',
    fr: 'L’heure programmée ne peut pas être dans le passé.',
  },
  out_of_zone: {
    en: 'Sorry, the store does not deliver to this address.',
    ar: 'عذرا، المتجر لا يوصل إلى هذا العنوان.',
    fr: 'Désolé, la boutique ne livre pas à cette adresse.',
  },
  coupon_invalid: {
    en: 'Coupon not found!',
    ar: 'القسيمة غير موجودة!',
    fr: 'Coupon introuvable !',
  },
  coupon_expired: { en: 'Coupon expired!', ar: 'انتهت صلاحية القسيمة!', fr: 'Coupon expiré !' },
  coupon_limit: {
    en: 'Coupon usage limit is over!',
    ar: 'تم تجاوز حد استخدام القسيمة!',
    fr: 'La limite d’utilisation du coupon est atteinte !',
  },
  coupon_not_eligible: {
    en: 'You are not eligible for this coupon!',
    ar: 'أنت غير مؤهل لهذه القسيمة!',
    fr: 'Vous n’êtes pas éligible à ce coupon !',
  },
  coupon_min_purchase: {
    en: 'To apply this coupon, total item amount should be minimum {amount}',
    ar: 'لتطبيق هذه القسيمة، يجب أن يكون إجمالي المنتجات {amount} على الأقل',
    fr: 'Pour appliquer ce coupon, le montant des articles doit être au minimum de {amount}',
  },
  different_stores: {
    en: 'Every item must be from the chosen store.',
    ar: 'يجب أن تكون كل المنتجات من المتجر المختار.',
    fr: 'Tous les articles doivent venir de la boutique choisie.',
  },
  item_unavailable: {
    en: '{name} is not available now.',
    ar: '{name} غير متوفر الآن.',
    fr: '{name} n’est pas disponible pour le moment.',
  },
  stock: {
    en: '{name} is out of stock.',
    ar: '{name} غير متوفر في المخزون.',
    fr: '{name} est en rupture de stock.',
  },
  variation_stock: {
    en: '{name} ({variation}) is out of stock. Choose another variation.',
    ar: '{name} ({variation}) غير متوفر في المخزون. اختر نوعاً آخر.',
    fr: '{name} ({variation}) est en rupture de stock. Choisissez une autre variante.',
  },
  max_quantity: {
    en: 'Maximum cart quantity for {name} is {max}.',
    ar: 'الحد الأقصى لكمية {name} في السلة هو {max}.',
    fr: 'La quantité maximale de {name} est {max}.',
  },
  prescription_off: {
    en: 'This store does not take prescription orders',
    ar: 'هذا المتجر لا يقبل الطلبات بالوصفة الطبية',
    fr: 'Ce magasin n’accepte pas les commandes sur ordonnance',
  },
  prescription_required: {
    en: 'Please upload your prescription image',
    ar: 'يرجى تحميل صورة الوصفة الطبية',
    fr: 'Veuillez téléverser l’image de votre ordonnance',
  },
  too_many_images: {
    en: 'Maximum 3 images can be send at a time',
    ar: 'يمكن إرسال 3 صور كحد أقصى في المرة الواحدة',
    fr: '3 images au maximum peuvent être envoyées à la fois',
  },
  image_type: {
    en: 'The {field} must be an image (png, jpg, gif, webp).',
    ar: 'يجب أن يكون {field} صورة (png أو jpg أو gif أو webp).',
    fr: 'Le champ {field} doit être une image (png, jpg, gif, webp).',
  },
  image_size: {
    en: 'The {field} must not be greater than {kb} kilobytes.',
    ar: 'يجب ألا يتجاوز {field} {kb} كيلوبايت.',
    fr: 'Le champ {field} ne doit pas dépasser {kb} kilo-octets.',
  },
  empty_cart: { en: 'Your cart is empty', ar: 'سلة التسوق فارغة', fr: 'Votre panier est vide' },
  minimum_order: {
    en: 'You need to order at least {amount}',
    ar: 'يجب أن يكون طلبك {amount} على الأقل',
    fr: 'Vous devez commander au moins {amount}',
  },
  wallet_low: {
    en: 'Insufficient balance in your wallet',
    ar: 'رصيد المحفظة غير كاف',
    fr: 'Solde du portefeuille insuffisant',
  },
  cod_limit: {
    en: 'The total amount of the order, exceeds maximum amount of the cash on delivery method',
    ar: 'إجمالي مبلغ الطلب يتجاوز الحد الأقصى للدفع عند الاستلام',
    fr: 'Le montant total de la commande dépasse le maximum du paiement à la livraison',
  },
  account_exists: {
    en: 'An account with this phone or email already exists. Please sign in.',
    ar: 'يوجد حساب بهذا الهاتف أو البريد الإلكتروني. يرجى تسجيل الدخول.',
    fr: 'Un compte existe déjà avec ce téléphone ou cet e-mail. Veuillez vous connecter.',
  },
  parcel_category: {
    en: 'The selected parcel category is invalid.',
    ar: 'فئة الطرد المختارة غير صالحة.',
    fr: 'La catégorie de colis choisie est invalide.',
  },
  receiver_pays_cod: {
    en: 'When the receiver pays, the payment method must be cash on delivery.',
    ar: 'عندما يدفع المستلم، يجب أن تكون طريقة الدفع هي الدفع عند الاستلام.',
    fr: 'Quand le destinataire paie, le paiement doit se faire à la livraison.',
  },
  order_not_found: { en: 'Order not found!', ar: 'الطلب غير موجود!', fr: 'Commande introuvable !' },
  cancel_after_confirm: {
    en: 'You can not cancel after confirm',
    ar: 'لا يمكنك الإلغاء بعد التأكيد',
    fr: 'Vous ne pouvez pas annuler après la confirmation',
  },
  order_canceled: {
    en: 'Order canceled successfully',
    ar: 'تم إلغاء الطلب بنجاح',
    fr: 'Commande annulée avec succès',
  },
  payment_method_updated: {
    en: 'Payment method updated successfully',
    ar: 'تم تحديث طريقة الدفع بنجاح',
    fr: 'Moyen de paiement mis à jour avec succès',
  },
  cod_off: {
    en: 'Cash on delivery is not available',
    ar: 'الدفع عند الاستلام غير متاح',
    fr: 'Le paiement à la livraison n’est pas disponible',
  },
  review_submitted: {
    en: 'Review submitted successfully',
    ar: 'تم إرسال التقييم بنجاح',
    fr: 'Avis envoyé avec succès',
  },
  review_exists: {
    en: 'You already submitted a review',
    ar: 'لقد أرسلت تقييما بالفعل',
    fr: 'Vous avez déjà envoyé un avis',
  },
  review_not_allowed: {
    en: 'You can review only items of your delivered orders',
    ar: 'يمكنك تقييم منتجات طلباتك المسلمة فقط',
    fr: 'Vous ne pouvez noter que les articles de vos commandes livrées',
  },
  dm_review_not_allowed: {
    en: 'You can review only the courier of your delivered orders',
    ar: 'يمكنك تقييم عامل التوصيل لطلباتك المسلمة فقط',
    fr: 'Vous ne pouvez noter que le livreur de vos commandes livrées',
  },
} satisfies Record<string, Record<ApiLocale, string>>;

export type OrderMessageKey = keyof typeof MESSAGES;

export const om = messageLookup<OrderMessageKey>(MESSAGES);
