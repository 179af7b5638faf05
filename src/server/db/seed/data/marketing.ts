import type { L3, ModuleKey } from '../types';

/** Gradient palettes for wide images (index into PALETTES in the image generator). */
export type Palette = number;

export interface BannerSpec {
  key: string;
  title: L3;
  module: ModuleKey;
  zone: 1 | 2;
  type: 'default' | 'store_wise' | 'item_wise';
  /** store key (store_wise), "store-key/product-key" (item_wise) or a URL (default). */
  target: string;
  featured?: boolean;
  emojis: string[];
  palette: Palette;
}

export const bannerSpecs: BannerSpec[] = [
  {
    key: 'food-weekend-feast',
    title: [
      'Weekend feast: 20% off family meals',
      'وليمة نهاية الأسبوع: خصم 20%',
      'Festin du week-end : -20 % sur les menus famille',
    ],
    module: 'food',
    zone: 1,
    type: 'default',
    target: 'https://atlasmart.test/offers/weekend',
    featured: true,
    emojis: ['pizza', 'hamburger', 'french-fries'],
    palette: 0,
  },
  {
    key: 'food-napoli',
    title: [
      'Casa Pizza Napoli: wood-fired tonight',
      'كازا بيتزا نابولي: بيتزا الفرن الحطبي',
      'Casa Pizza Napoli : cuite au feu de bois',
    ],
    module: 'food',
    zone: 1,
    type: 'store_wise',
    target: 'casa-pizza-napoli',
    emojis: ['pizza', 'fire', 'cheese-wedge'],
    palette: 1,
  },
  {
    key: 'food-tagine',
    title: [
      'Try the lamb tagine with prunes',
      'جرب طاجين اللحم بالبرقوق',
      'Goûtez le tajine d’agneau aux pruneaux',
    ],
    module: 'food',
    zone: 1,
    type: 'item_wise',
    target: 'dar-tajine/tagine-lamb-prunes',
    emojis: ['shallow-pan-of-food', 'olive', 'teacup-without-handle'],
    palette: 2,
  },
  {
    key: 'food-rabat-grill',
    title: [
      'Free delivery from Rabat Grill House',
      'توصيل مجاني من دار المشويات',
      'Livraison offerte par Rabat Grill House',
    ],
    module: 'food',
    zone: 2,
    type: 'store_wise',
    target: 'rabat-grill-house',
    emojis: ['cut-of-meat', 'hamburger', 'fire'],
    palette: 3,
  },
  {
    key: 'grocery-fresh',
    title: [
      'Fresh from the market every morning',
      'طازج من السوق كل صباح',
      'Frais du marché chaque matin',
    ],
    module: 'grocery',
    zone: 1,
    type: 'default',
    target: 'https://atlasmart.test/grocery/fresh',
    featured: true,
    emojis: ['red-apple', 'carrot', 'leafy-green'],
    palette: 4,
  },
  {
    key: 'grocery-maarif',
    title: [
      'Marché Frais Maarif delivers free',
      'السوق الطازج يوصل مجانا',
      'Marché Frais Maarif livre gratuitement',
    ],
    module: 'grocery',
    zone: 1,
    type: 'store_wise',
    target: 'marche-frais-maarif',
    emojis: ['shopping-cart', 'grapes', 'baguette-bread'],
    palette: 5,
  },
  {
    key: 'grocery-olive-oil',
    title: [
      'Extra virgin olive oil, 10 DH off',
      'زيت زيتون بكر بخصم 10 دراهم',
      'Huile d’olive vierge extra : -10 DH',
    ],
    module: 'grocery',
    zone: 1,
    type: 'item_wise',
    target: 'atlas-supermarket/olive-oil',
    emojis: ['olive', 'bread', 'cheese-wedge'],
    palette: 6,
  },
  {
    key: 'grocery-rabat',
    title: [
      'Rabat Fresh Market: click & collect',
      'سوق الرباط: اطلب واستلم',
      'Marché Frais de Rabat : click & collect',
    ],
    module: 'grocery',
    zone: 2,
    type: 'store_wise',
    target: 'rabat-fresh-market',
    emojis: ['basket', 'tangerine', 'tomato'],
    palette: 7,
  },
  {
    key: 'pharmacy-care',
    title: [
      'Your pharmacy, delivered in 30 minutes',
      'صيدليتك في 30 دقيقة',
      'Votre pharmacie livrée en 30 minutes',
    ],
    module: 'pharmacy',
    zone: 1,
    type: 'default',
    target: 'https://atlasmart.test/pharmacy',
    featured: true,
    emojis: ['pill', 'stethoscope', 'adhesive-bandage'],
    palette: 8,
  },
  {
    key: 'pharmacy-centrale',
    title: [
      'Pharmacie Centrale: open 24/7',
      'الصيدلية المركزية: مفتوحة 24/7',
      'Pharmacie Centrale : ouverte 24 h/24',
    ],
    module: 'pharmacy',
    zone: 1,
    type: 'store_wise',
    target: 'pharmacie-centrale-casa',
    emojis: ['hospital', 'pill', 'thermometer'],
    palette: 9,
  },
  {
    key: 'pharmacy-vitamin-c',
    title: [
      'Boost your immunity with vitamin C',
      'عزز مناعتك بفيتامين سي',
      'Boostez votre immunité à la vitamine C',
    ],
    module: 'pharmacy',
    zone: 1,
    type: 'item_wise',
    target: 'pharmacie-centrale-casa/vitamin-c',
    emojis: ['lemon', 'green-apple', 'sun'],
    palette: 10,
  },
  {
    key: 'pharmacy-rabat',
    title: [
      'Pharmacie Agdal now on Atlas Mart',
      'صيدلية أكدال الآن على أطلس مارت',
      'Pharmacie Agdal sur Atlas Mart',
    ],
    module: 'pharmacy',
    zone: 2,
    type: 'store_wise',
    target: 'pharmacie-agdal-rabat',
    emojis: ['adhesive-bandage', 'baby-bottle', 'pill'],
    palette: 11,
  },
  {
    key: 'shop-new-season',
    title: ['New season styles', 'تشكيلة الموسم الجديد', 'Nouvelle collection'],
    module: 'shop',
    zone: 1,
    type: 'default',
    target: 'https://atlasmart.test/shop/new-season',
    featured: true,
    emojis: ['dress', 't-shirt', 'running-shoe'],
    palette: 0,
  },
  {
    key: 'shop-techzone',
    title: [
      'TechZone: free delivery on gadgets',
      'تك زون: توصيل مجاني للأجهزة',
      'TechZone : livraison offerte sur le high-tech',
    ],
    module: 'shop',
    zone: 1,
    type: 'store_wise',
    target: 'techzone-casablanca',
    emojis: ['laptop', 'headphone', 'mobile-phone'],
    palette: 3,
  },
  {
    key: 'shop-headphones',
    title: [
      'Noise-cancelling headphones, 15% off',
      'سماعات عازلة بخصم 15%',
      'Casque à réduction de bruit : -15 %',
    ],
    module: 'shop',
    zone: 1,
    type: 'item_wise',
    target: 'techzone-casablanca/headphones',
    emojis: ['headphone', 'musical-notes', 'sparkles'],
    palette: 5,
  },
  {
    key: 'shop-rabat-sport',
    title: [
      'Gear up at Rabat Sport Center',
      'تجهز في مركز الرباط الرياضي',
      'Équipez-vous au Rabat Sport Center',
    ],
    module: 'shop',
    zone: 2,
    type: 'store_wise',
    target: 'rabat-sport-center',
    emojis: ['soccer-ball', 'basketball', 'tennis'],
    palette: 7,
  },
];

/** Other-banner keys per module: each gets its own image `<module>-<key>.svg`. */
export const OTHER_BANNER_KEYS = [
  'promotional_banner',
  'best_reviewed_section_banner',
  'new_arrival_section_banner',
  'bottom_section_banner',
  'basic_section_nearby',
] as const;

export const otherBannerEmojis: Record<Exclude<ModuleKey, 'parcel'>, string[]> = {
  food: ['pizza', 'sushi', 'shortcake', 'hamburger', 'taco'],
  grocery: ['red-apple', 'carrot', 'glass-of-milk', 'baguette-bread', 'grapes'],
  pharmacy: ['pill', 'baby-bottle', 'lotion-bottle', 'thermometer', 'adhesive-bandage'],
  shop: ['dress', 'laptop', 'handbag', 'watch', 'running-shoe'],
};

export const parcelBannerSpecs: { key: string; title: L3; emojis: string[] }[] = [
  {
    key: 'parcel-same-day',
    title: [
      'Same-day delivery across Casablanca',
      'توصيل في نفس اليوم في الدار البيضاء',
      'Livraison le jour même à Casablanca',
    ],
    emojis: ['package', 'motor-scooter', 'stopwatch'],
  },
  {
    key: 'parcel-documents',
    title: ['Documents delivered safely', 'وثائقك تصل بأمان', 'Vos documents livrés en sécurité'],
    emojis: ['page-facing-up', 'envelope', 'locked'],
  },
  {
    key: 'parcel-gifts',
    title: [
      'Send a gift to someone you love',
      'أرسل هدية لمن تحب',
      'Envoyez un cadeau à vos proches',
    ],
    emojis: ['wrapped-gift', 'red-heart', 'delivery-truck'],
  },
];

export const whyChooseSpecs: { key: string; title: L3; text: L3; emoji: string }[] = [
  {
    key: 'why-fast',
    title: ['Fast pickup', 'استلام سريع', 'Enlèvement rapide'],
    text: [
      'A courier picks up your parcel in under 30 minutes.',
      'يستلم الموصل طردك في أقل من 30 دقيقة.',
      'Un coursier récupère votre colis en moins de 30 minutes.',
    ],
    emoji: 'stopwatch',
  },
  {
    key: 'why-tracking',
    title: ['Live tracking', 'تتبع مباشر', 'Suivi en direct'],
    text: [
      'Follow your parcel on the map until it arrives.',
      'تابع طردك على الخريطة حتى يصل.',
      'Suivez votre colis sur la carte jusqu’à la livraison.',
    ],
    emoji: 'round-pushpin',
  },
  {
    key: 'why-safe',
    title: ['Safe handling', 'تعامل آمن', 'Manipulation soignée'],
    text: [
      'Fragile items are packed and carried with care.',
      'تغلف الأشياء القابلة للكسر وتنقل بعناية.',
      'Les objets fragiles sont emballés avec soin.',
    ],
    emoji: 'shield',
  },
  {
    key: 'why-price',
    title: ['Fair prices', 'أسعار عادلة', 'Prix justes'],
    text: [
      'Pay by distance, with no hidden fees.',
      'ادفع حسب المسافة دون رسوم خفية.',
      'Payez à la distance, sans frais cachés.',
    ],
    emoji: 'money-bag',
  },
];

export const videoContentSteps: { key: L3; value: L3 }[] = [
  {
    key: ['Book a courier', 'احجز موصلا', 'Réservez un coursier'],
    value: [
      'Enter the pickup and drop-off addresses and pick a parcel type.',
      'أدخل عنواني الاستلام والتسليم واختر نوع الطرد.',
      'Saisissez les adresses et choisissez le type de colis.',
    ],
  },
  {
    key: ['Hand over the parcel', 'سلم الطرد', 'Remettez le colis'],
    value: [
      'The courier arrives, checks the parcel and shows you the delivery code.',
      'يصل الموصل ويتحقق من الطرد ويعطيك رمز التسليم.',
      'Le coursier arrive, vérifie le colis et vous donne le code.',
    ],
  },
  {
    key: ['Track until delivered', 'تتبع حتى التسليم', 'Suivez jusqu’à la livraison'],
    value: [
      'Follow the trip live; the receiver confirms with the code.',
      'تابع الرحلة مباشرة ويؤكد المستلم بالرمز.',
      'Suivez le trajet en direct ; le destinataire confirme avec le code.',
    ],
  },
];

export interface CampaignSpec {
  key: string;
  title: L3;
  description: L3;
  module: ModuleKey;
  stores: { store: string; status: 'confirmed' | 'pending' }[];
  startDays: number;
  endDays: number;
  emojis: string[];
}

export const basicCampaignSpecs: CampaignSpec[] = [
  {
    key: 'ramadan-nights',
    title: ['Ramadan Nights', 'ليالي رمضان', 'Nuits du Ramadan'],
    description: [
      'Ftour and shour specials from our favourite kitchens.',
      'عروض الفطور والسحور من أفضل المطابخ.',
      'Menus ftour et shour de nos cuisines préférées.',
    ],
    module: 'food',
    stores: [
      { store: 'dar-tajine', status: 'confirmed' },
      { store: 'casa-pizza-napoli', status: 'confirmed' },
      { store: 'rabat-grill-house', status: 'confirmed' },
      { store: 'sakura-sushi-bar', status: 'pending' },
    ],
    startDays: -10,
    endDays: 20,
    emojis: ['crescent-moon', 'shallow-pan-of-food', 'teacup-without-handle'],
  },
  {
    key: 'back-to-school',
    title: ['Back to School', 'العودة إلى المدرسة', 'Rentrée scolaire'],
    description: [
      'Backpacks, laptops and sneakers at school-friendly prices.',
      'حقائب وحواسيب وأحذية بأسعار مناسبة.',
      'Sacs, ordinateurs et baskets à petits prix.',
    ],
    module: 'shop',
    stores: [
      { store: 'atlas-fashion-hub', status: 'confirmed' },
      { store: 'techzone-casablanca', status: 'confirmed' },
      { store: 'rabat-sport-center', status: 'confirmed' },
    ],
    startDays: -5,
    endDays: 25,
    emojis: ['backpack', 'laptop', 'pencil'],
  },
];

export interface ItemCampaignSpec {
  key: string;
  store: string;
  /** Product template the campaign item copies (category, variations, image). */
  product: string;
  title: L3;
  price: number;
  discount: readonly [number, 'percent' | 'amount'];
  startDays: number;
  endDays: number;
  startTime?: string;
  endTime?: string;
}

export const itemCampaignSpecs: ItemCampaignSpec[] = [
  {
    key: 'family-pizza-deal',
    store: 'casa-pizza-napoli',
    product: 'pizza-family-box',
    title: ['Family Pizza Deal', 'عرض البيتزا العائلي', 'Offre pizza famille'],
    price: 129,
    discount: [10, 'percent'],
    startDays: -3,
    endDays: 14,
  },
  {
    key: 'tagine-festival',
    store: 'dar-tajine',
    product: 'tagine-chicken-lemon',
    title: ['Tagine Festival Plate', 'طبق مهرجان الطاجين', 'Assiette festival du tajine'],
    price: 79,
    discount: [15, 'amount'],
    startDays: -7,
    endDays: 7,
  },
  {
    key: 'weekend-fruit-box',
    store: 'marche-frais-maarif',
    product: 'strawberries',
    title: ['Weekend Fruit Box', 'صندوق فواكه نهاية الأسبوع', 'Panier fruits du week-end'],
    price: 59,
    discount: [5, 'percent'],
    startDays: -1,
    endDays: 10,
  },
  {
    key: 'immunity-pack',
    store: 'pharmacie-centrale-casa',
    product: 'vitamin-c',
    title: ['Immunity Pack', 'باقة المناعة', 'Pack immunité'],
    price: 99,
    discount: [10, 'percent'],
    startDays: -2,
    endDays: 30,
  },
  {
    key: 'sneaker-drop',
    store: 'atlas-fashion-hub',
    product: 'running-shoes',
    title: ['Summer Sneaker Drop', 'إصدار أحذية الصيف', 'Sortie baskets d’été'],
    price: 549,
    discount: [0, 'percent'],
    startDays: 10,
    endDays: 40,
  },
  {
    key: 'winter-soup',
    store: 'dar-tajine',
    product: 'harira-soup',
    title: ['Winter Harira Special', 'عرض الحريرة الشتوي', 'Spécial harira d’hiver'],
    price: 18,
    discount: [0, 'percent'],
    startDays: -40,
    endDays: -5,
  },
];

export interface CouponSpec {
  code: string;
  title: L3;
  module: ModuleKey | null;
  type: 'default' | 'store_wise' | 'zone_wise' | 'free_delivery' | 'first_order';
  discountType: 'percent' | 'amount';
  discount: number;
  maxDiscount: number;
  minPurchase: number;
  limit: number | null;
  startDays: number;
  endDays: number;
  store?: string;
  zones?: number[];
}

export const couponSpecs: CouponSpec[] = [
  {
    code: 'WELCOME10',
    title: ['10% off your meal', 'خصم 10% على وجبتك', '-10 % sur votre repas'],
    module: 'food',
    type: 'default',
    discountType: 'percent',
    discount: 10,
    maxDiscount: 50,
    minPurchase: 100,
    limit: 3,
    startDays: -30,
    endDays: 60,
  },
  {
    code: 'FREESHIP',
    title: [
      'Free delivery over 150 DH',
      'توصيل مجاني فوق 150 درهم',
      'Livraison offerte dès 150 DH',
    ],
    module: 'food',
    type: 'free_delivery',
    discountType: 'amount',
    discount: 0,
    maxDiscount: 0,
    minPurchase: 150,
    limit: 5,
    startDays: -10,
    endDays: 30,
  },
  {
    code: 'FIRST50',
    title: [
      '50 DH off your first order',
      '50 درهم على طلبك الأول',
      '50 DH offerts sur votre 1re commande',
    ],
    module: 'food',
    type: 'first_order',
    discountType: 'amount',
    discount: 50,
    maxDiscount: 0,
    minPurchase: 200,
    limit: 1,
    startDays: -60,
    endDays: 90,
  },
  {
    code: 'PIZZA15',
    title: [
      '15% off at Casa Pizza Napoli',
      'خصم 15% في كازا بيتزا نابولي',
      '-15 % chez Casa Pizza Napoli',
    ],
    module: 'food',
    type: 'store_wise',
    discountType: 'percent',
    discount: 15,
    maxDiscount: 40,
    minPurchase: 80,
    limit: 2,
    startDays: -5,
    endDays: 25,
    store: 'casa-pizza-napoli',
  },
  {
    code: 'SAVE20',
    title: ['20 DH off groceries', '20 درهم على البقالة', '20 DH de remise sur vos courses'],
    module: 'grocery',
    type: 'default',
    discountType: 'amount',
    discount: 20,
    maxDiscount: 0,
    minPurchase: 150,
    limit: 3,
    startDays: -15,
    endDays: 45,
  },
  {
    code: 'CASAFRESH',
    title: [
      'Casablanca fresh deal: 12% off',
      'عرض الدار البيضاء: خصم 12%',
      'Offre Casablanca : -12 %',
    ],
    module: 'grocery',
    type: 'zone_wise',
    discountType: 'percent',
    discount: 12,
    maxDiscount: 60,
    minPurchase: 200,
    limit: 2,
    startDays: -5,
    endDays: 30,
    zones: [1],
  },
  {
    code: 'GROCERYSHIP',
    title: ['Free grocery delivery', 'توصيل مجاني للبقالة', 'Livraison d’épicerie offerte'],
    module: 'grocery',
    type: 'free_delivery',
    discountType: 'amount',
    discount: 0,
    maxDiscount: 0,
    minPurchase: 250,
    limit: null,
    startDays: -3,
    endDays: 20,
  },
  {
    code: 'PHARMA10',
    title: ['10% off health products', 'خصم 10% على منتجات الصحة', '-10 % sur la parapharmacie'],
    module: 'pharmacy',
    type: 'default',
    discountType: 'percent',
    discount: 10,
    maxDiscount: 30,
    minPurchase: 100,
    limit: 3,
    startDays: -20,
    endDays: 40,
  },
  {
    code: 'CENTRALE5',
    title: [
      '5% off at Pharmacie Centrale',
      'خصم 5% في الصيدلية المركزية',
      '-5 % à la Pharmacie Centrale',
    ],
    module: 'pharmacy',
    type: 'store_wise',
    discountType: 'percent',
    discount: 5,
    maxDiscount: 25,
    minPurchase: 50,
    limit: null,
    startDays: -5,
    endDays: 60,
    store: 'pharmacie-centrale-casa',
  },
  {
    code: 'STYLE100',
    title: ['100 DH off fashion', '100 درهم على الأزياء', '100 DH de remise mode'],
    module: 'shop',
    type: 'default',
    discountType: 'amount',
    discount: 100,
    maxDiscount: 0,
    minPurchase: 600,
    limit: 2,
    startDays: -7,
    endDays: 30,
  },
  {
    code: 'RABAT15',
    title: ['Rabat exclusive: 15% off', 'حصري للرباط: خصم 15%', 'Exclusivité Rabat : -15 %'],
    module: 'shop',
    type: 'zone_wise',
    discountType: 'percent',
    discount: 15,
    maxDiscount: 120,
    minPurchase: 300,
    limit: 1,
    startDays: -2,
    endDays: 20,
    zones: [2],
  },
  {
    code: 'FIRSTSHOP',
    title: ['First shop order: 10% off', 'أول طلب: خصم 10%', '1re commande boutique : -10 %'],
    module: 'shop',
    type: 'first_order',
    discountType: 'percent',
    discount: 10,
    maxDiscount: 200,
    minPurchase: 300,
    limit: 1,
    startDays: -30,
    endDays: 60,
  },
  {
    code: 'SUMMER25',
    title: ['Summer sale (ended)', 'تخفيضات الصيف (انتهت)', 'Soldes d’été (terminées)'],
    module: 'food',
    type: 'default',
    discountType: 'percent',
    discount: 25,
    maxDiscount: 80,
    minPurchase: 100,
    limit: 1,
    startDays: -60,
    endDays: -3,
  },
];
