import type { LatLng } from '../../schema/zones';
import type { L3, ModuleKey } from '../types';

/** Casablanca centre: the default location of the storefront. */
export const DEFAULT_LOCATION = { lat: '33.5731', lng: '-7.5898' } as const;

const rect = (latMin: number, latMax: number, lngMin: number, lngMax: number): LatLng[] => [
  { lat: latMin, lng: lngMin },
  { lat: latMax, lng: lngMin },
  { lat: latMax, lng: lngMax },
  { lat: latMin, lng: lngMax },
];

export const zoneSpecs: { id: 1 | 2; name: L3; coordinates: LatLng[] }[] = [
  {
    id: 1,
    name: ['Casablanca', 'الدار البيضاء', 'Casablanca'],
    coordinates: rect(33.5, 33.64, -7.72, -7.48),
  },
  { id: 2, name: ['Rabat', 'الرباط', 'Rabat'], coordinates: rect(33.93, 34.06, -6.9, -6.76) },
];

export const moduleSpecs: {
  id: number;
  key: ModuleKey;
  type: 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel';
  name: L3;
  description: L3;
  emoji: string;
  themeId: number;
  allZoneService: 0 | 1;
}[] = [
  {
    id: 1,
    key: 'food',
    type: 'food',
    name: ['Food', 'طعام', 'Restauration'],
    description: [
      'Restaurants, cafés and street food delivered hot.',
      'مطاعم ومقاهٍ وأكل الشارع يصلك ساخنا.',
      'Restaurants, cafés et street food livrés chauds.',
    ],
    emoji: 'pizza',
    themeId: 1,
    allZoneService: 0,
  },
  {
    id: 2,
    key: 'grocery',
    type: 'grocery',
    name: ['Grocery', 'بقالة', 'Épicerie'],
    description: [
      'Fresh produce and daily essentials from local markets.',
      'منتجات طازجة ومستلزمات يومية من الأسواق المحلية.',
      'Produits frais et essentiels du quotidien.',
    ],
    emoji: 'shopping-cart',
    themeId: 2,
    allZoneService: 0,
  },
  {
    id: 3,
    key: 'pharmacy',
    type: 'pharmacy',
    name: ['Pharmacy', 'صيدلية', 'Pharmacie'],
    description: [
      'Medicines, baby care and health products, with prescription upload.',
      'أدوية ومنتجات الرضع والصحة مع رفع الوصفة.',
      'Médicaments, soins bébé et santé, avec envoi d’ordonnance.',
    ],
    emoji: 'pill',
    themeId: 3,
    allZoneService: 0,
  },
  {
    id: 4,
    key: 'shop',
    type: 'ecommerce',
    name: ['Shop', 'متجر', 'Boutique'],
    description: [
      'Fashion, electronics and home goods delivered across Morocco.',
      'أزياء وإلكترونيات ومستلزمات منزلية في كل المغرب.',
      'Mode, high-tech et maison livrés partout au Maroc.',
    ],
    emoji: 'shopping-bags',
    themeId: 4,
    allZoneService: 1,
  },
  {
    id: 5,
    key: 'parcel',
    type: 'parcel',
    name: ['Parcel', 'طرود', 'Colis'],
    description: [
      'Send packages across the city with a courier.',
      'أرسل طرودك داخل المدينة مع موصل.',
      'Envoyez vos colis en ville avec un coursier.',
    ],
    emoji: 'package',
    themeId: 5,
    allZoneService: 0,
  },
];

export const MODULE_ID: Record<ModuleKey, number> = {
  food: 1,
  grocery: 2,
  pharmacy: 3,
  shop: 4,
  parcel: 5,
};

export const parcelCategorySpecs: {
  key: string;
  name: L3;
  description: L3;
  emoji: string;
  perKm: number;
  min: number;
}[] = [
  {
    key: 'documents',
    name: ['Documents', 'وثائق', 'Documents'],
    description: [
      'Letters, contracts and envelopes up to 1 kg.',
      'رسائل وعقود وأظرفة حتى 1 كغ.',
      'Lettres, contrats et enveloppes jusqu’à 1 kg.',
    ],
    emoji: 'page-facing-up',
    perKm: 5,
    min: 15,
  },
  {
    key: 'small-package',
    name: ['Small package', 'طرد صغير', 'Petit colis'],
    description: [
      'Boxes up to 5 kg that fit on a scooter.',
      'صناديق حتى 5 كغ.',
      'Colis jusqu’à 5 kg transportables en scooter.',
    ],
    emoji: 'package',
    perKm: 6,
    min: 20,
  },
  {
    key: 'food-box',
    name: ['Food box', 'علبة طعام', 'Boîte repas'],
    description: [
      'Home-cooked meals and cakes, kept upright.',
      'وجبات منزلية وحلويات.',
      'Plats faits maison et gâteaux, transportés à plat.',
    ],
    emoji: 'bento-box',
    perKm: 6,
    min: 20,
  },
  {
    key: 'electronics',
    name: ['Electronics', 'إلكترونيات', 'Électronique'],
    description: [
      'Phones, laptops and chargers, insured.',
      'هواتف وحواسيب وشواحن مؤمنة.',
      'Téléphones, ordinateurs et chargeurs, assurés.',
    ],
    emoji: 'laptop',
    perKm: 8,
    min: 30,
  },
  {
    key: 'fragile',
    name: ['Fragile', 'قابل للكسر', 'Fragile'],
    description: [
      'Glass, ceramics and anything that must not be dropped.',
      'زجاج وخزف وكل ما لا يجب أن يسقط.',
      'Verre, céramique et tout ce qui ne doit pas tomber.',
    ],
    emoji: 'wine-glass',
    perKm: 9,
    min: 35,
  },
];

export const parcelInstructionSpecs: L3[] = [
  ['Handle with care', 'يرجى التعامل بعناية', 'Manipuler avec précaution'],
  [
    'Call the receiver before arriving',
    'اتصل بالمستلم قبل الوصول',
    'Appeler le destinataire avant d’arriver',
  ],
  ['Leave at the reception desk', 'اتركه في الاستقبال', 'Laisser à l’accueil'],
  ['Keep the package upright', 'حافظ على الطرد في وضع مستقيم', 'Garder le colis à la verticale'],
  ['Do not leave with neighbours', 'لا تتركه عند الجيران', 'Ne pas laisser chez les voisins'],
];

export const cancellationReasonSpecs: {
  reason: L3;
  userType: 'customer' | 'store' | 'deliveryman';
}[] = [
  {
    reason: ['I ordered by mistake', 'طلبت عن طريق الخطأ', 'J’ai commandé par erreur'],
    userType: 'customer',
  },
  {
    reason: [
      'Delivery is taking too long',
      'التوصيل يستغرق وقتا طويلا',
      'La livraison prend trop de temps',
    ],
    userType: 'customer',
  },
  {
    reason: ['I want to change my order', 'أريد تغيير طلبي', 'Je veux modifier ma commande'],
    userType: 'customer',
  },
  {
    reason: ['Wrong delivery address', 'عنوان التوصيل خاطئ', 'Mauvaise adresse de livraison'],
    userType: 'customer',
  },
  {
    reason: [
      'I found a better price elsewhere',
      'وجدت سعرا أفضل في مكان آخر',
      'J’ai trouvé moins cher ailleurs',
    ],
    userType: 'customer',
  },
  {
    reason: ['Order payment canceled', 'تم إلغاء دفع الطلب', 'Paiement de la commande annulé'],
    userType: 'customer',
  },
  {
    reason: ['Item is out of stock', 'المنتج غير متوفر', 'Article en rupture de stock'],
    userType: 'store',
  },
  {
    reason: ['Store is too busy', 'المتجر مشغول جدا', 'Le magasin est débordé'],
    userType: 'store',
  },
  {
    reason: ['Store is closing', 'المتجر على وشك الإغلاق', 'Le magasin va fermer'],
    userType: 'store',
  },
  {
    reason: ['Customer is not reachable', 'لا يمكن الوصول إلى الزبون', 'Client injoignable'],
    userType: 'deliveryman',
  },
];

export const refundReasonSpecs: L3[] = [
  ['Item arrived damaged', 'وصل المنتج تالفا', 'Article arrivé endommagé'],
  ['Wrong item delivered', 'تم توصيل منتج خاطئ', 'Mauvais article livré'],
  ['Items missing from my order', 'منتجات ناقصة في طلبي', 'Articles manquants dans ma commande'],
  ['Quality was not as expected', 'الجودة ليست كما توقعت', 'Qualité décevante'],
];

export const deliveryManSpecs: {
  f: string;
  l: string;
  phone: string;
  zone: 1 | 2;
  lat: string;
  lng: string;
  location: string;
  emoji: string;
  rating: number;
  count: number;
}[] = [
  {
    f: 'Youssef',
    l: 'El Amrani',
    phone: '+212611000001',
    zone: 1,
    lat: '33.5890',
    lng: '-7.6200',
    location: 'Boulevard d’Anfa, Casablanca',
    emoji: 'man-biking',
    rating: 4.8,
    count: 312,
  },
  {
    f: 'Salma',
    l: 'Bennani',
    phone: '+212611000002',
    zone: 1,
    lat: '33.5700',
    lng: '-7.6000',
    location: 'Quartier Gauthier, Casablanca',
    emoji: 'woman-biking',
    rating: 4.6,
    count: 198,
  },
  {
    f: 'Hamza',
    l: 'Ouazzani',
    phone: '+212611000003',
    zone: 1,
    lat: '33.5450',
    lng: '-7.6500',
    location: 'Californie, Casablanca',
    emoji: 'motor-scooter',
    rating: 4.2,
    count: 87,
  },
  {
    f: 'Nadia',
    l: 'Tazi',
    phone: '+212611000004',
    zone: 2,
    lat: '34.0100',
    lng: '-6.8400',
    location: 'Hassan, Rabat',
    emoji: 'person-biking',
    rating: 4.9,
    count: 254,
  },
];

export const vehicleSpecs: { type: L3; from: number; to: number; extra: number }[] = [
  { type: ['Bike', 'دراجة', 'Vélo'], from: 0, to: 10, extra: 0 },
  { type: ['Motorbike', 'دراجة نارية', 'Moto'], from: 10, to: 30, extra: 10 },
  { type: ['Car', 'سيارة', 'Voiture'], from: 30, to: 200, extra: 25 },
];

export const automatedMessageSpecs: L3[] = [
  ['Where is my order?', 'أين طلبي؟', 'Où est ma commande ?'],
  [
    'I want to change my delivery address',
    'أريد تغيير عنوان التوصيل',
    'Je veux changer mon adresse de livraison',
  ],
  [
    'My payment failed but money was taken',
    'فشل الدفع ولكن تم خصم المبلغ',
    'Le paiement a échoué mais j’ai été débité',
  ],
];

export const unitSpecs: { key: string; name: L3 }[] = [
  { key: 'kg', name: ['kg', 'كغ', 'kg'] },
  { key: 'g', name: ['g', 'غ', 'g'] },
  { key: 'pcs', name: ['pcs', 'قطعة', 'pièce'] },
  { key: 'litre', name: ['litre', 'لتر', 'litre'] },
  { key: 'ml', name: ['ml', 'مل', 'ml'] },
  { key: 'pack', name: ['pack', 'علبة', 'paquet'] },
  { key: 'box', name: ['box', 'صندوق', 'boîte'] },
  { key: 'bottle', name: ['bottle', 'قارورة', 'bouteille'] },
];

export const reviewerNames = [
  'Amina B.',
  'Karim L.',
  'Sofia M.',
  'Omar T.',
  'Leila H.',
  'Mehdi R.',
  'Zineb A.',
  'Yassine K.',
  'Imane S.',
  'Rachid E.',
  'Claire D.',
  'Hugo P.',
];

/** Review comments by star level (index 0 = 1★ … 4 = 5★). */
export const reviewComments: string[][] = [
  ['Arrived cold and late, disappointing.', 'Not what I ordered.'],
  ['Portion was small for the price.', 'Packaging could be better.'],
  ['Good but nothing special.', 'Decent, delivery took a while.'],
  ['Very good, will order again.', 'Tasty and well packed.', 'Good value for money.'],
  [
    'Excellent! Exactly as described.',
    'Perfect, fast delivery and great quality.',
    'Best in town, highly recommended.',
  ],
];
