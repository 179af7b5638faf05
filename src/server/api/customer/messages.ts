import { messageLookup, type Messages } from '../locale';

/**
 * Messages of the cart, wish-list, address and interest endpoints (6amMart's `messages.*` texts in
 * English). `{name}`-style placeholders are filled from the params.
 */
const MESSAGES = {
  cart_item_exists: {
    en: 'Item already exists',
    ar: 'المنتج موجود بالفعل في السلة',
    fr: 'Cet article est déjà dans le panier',
  },
  cart_limit: {
    en: 'Maximum cart quantity exceeded',
    ar: 'تم تجاوز الحد الأقصى للكمية في السلة',
    fr: 'Quantité maximale du panier dépassée',
  },
  cart_not_found: {
    en: 'Cart item not found',
    ar: 'عنصر السلة غير موجود',
    fr: 'Article du panier introuvable',
  },
  variation_required: {
    en: 'Variation {name} can not remain without selection',
    ar: 'لا يمكن ترك الاختيار {name} بدون تحديد',
    fr: 'La variante {name} doit avoir une sélection',
  },
  variation_range: {
    en: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}',
    ar: 'يجب أن يكون عدد الاختيارات في {name} بين الحد الأدنى {min} والحد الأقصى {max}',
    fr: 'La variante {name} doit compter entre {min} et {max} choix',
  },
  variation_single: {
    en: 'Only one option can be selected for {name}',
    ar: 'يمكن اختيار خيار واحد فقط في {name}',
    fr: 'Un seul choix est possible pour {name}',
  },
  variation_unknown: {
    en: 'The selected variation is invalid.',
    ar: 'الاختيار المحدد غير صالح.',
    fr: 'La variante choisie est invalide.',
  },
  variation_choose: {
    en: 'Please choose a variation.',
    ar: 'يرجى اختيار أحد الخيارات.',
    fr: 'Veuillez choisir une variante.',
  },
  wishlist_added: {
    en: 'Successfully added!',
    ar: 'تمت الإضافة بنجاح!',
    fr: 'Ajouté avec succès !',
  },
  wishlist_exists: {
    en: 'Already in your wishlist',
    ar: 'موجود بالفعل في قائمة المفضلة',
    fr: 'Déjà dans votre liste de souhaits',
  },
  wishlist_both: {
    en: 'Can not add both item and store at same time',
    ar: 'لا يمكن إضافة منتج ومتجر في نفس الوقت',
    fr: 'Impossible d’ajouter un article et une boutique en même temps',
  },
  removed: {
    en: 'Successfully removed!',
    ar: 'تمت الإزالة بنجاح!',
    fr: 'Supprimé avec succès !',
  },
  not_found: { en: 'Not found', ar: 'غير موجود', fr: 'Introuvable' },
  address_added: {
    en: 'Successfully added!',
    ar: 'تمت إضافة العنوان بنجاح!',
    fr: 'Adresse ajoutée avec succès !',
  },
  address_updated: {
    en: 'Successfully updated!',
    ar: 'تم تحديث العنوان بنجاح!',
    fr: 'Adresse mise à jour avec succès !',
  },
  interest_updated: {
    en: 'Interest updated successfully',
    ar: 'تم تحديث الاهتمامات بنجاح',
    fr: 'Centres d’intérêt mis à jour avec succès',
  },
} satisfies Record<string, Messages>;

export type CustomerMessage = keyof typeof MESSAGES;

export const msg = messageLookup<CustomerMessage>(MESSAGES);
