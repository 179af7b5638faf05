import { daysAgo, isoDate, tr } from '../helpers';
import type { Row, SeedRows } from '../rows';
import type { L3 } from '../types';

/** Store and video promotions, in priority order. */
const ADS: {
  store: string;
  type: 'store_promotion' | 'video_promotion';
  title: L3;
  description: L3;
}[] = [
  {
    store: 'casa-pizza-napoli',
    type: 'store_promotion',
    title: [
      'Wood-fired pizza in 25 minutes',
      'بيتزا الفرن الحطبي في 25 دقيقة',
      'Pizza au feu de bois en 25 minutes',
    ],
    description: [
      'Neapolitan dough, 48-hour fermentation.',
      'عجينة نابولية مخمرة 48 ساعة.',
      'Pâte napolitaine, 48 h de fermentation.',
    ],
  },
  {
    store: 'dar-tajine',
    type: 'video_promotion',
    title: [
      'Inside the Dar Tajine kitchen',
      'داخل مطبخ دار الطاجين',
      'Dans la cuisine de Dar Tajine',
    ],
    description: [
      'See how our tagines slow-cook for four hours.',
      'شاهد كيف تطهى طواجيننا لأربع ساعات.',
      'Nos tajines mijotent quatre heures.',
    ],
  },
  {
    store: 'marche-frais-maarif',
    type: 'store_promotion',
    title: [
      'Market-fresh, delivered free',
      'طازج من السوق وتوصيل مجاني',
      'Fraîcheur du marché, livraison offerte',
    ],
    description: [
      'Fruit and vegetables picked this morning.',
      'فواكه وخضر قطفت هذا الصباح.',
      'Fruits et légumes cueillis ce matin.',
    ],
  },
  {
    store: 'pharmacie-centrale-casa',
    type: 'store_promotion',
    title: ['Your 24/7 pharmacy', 'صيدليتك على مدار الساعة', 'Votre pharmacie 24 h/24'],
    description: [
      'Upload a prescription, we do the rest.',
      'ارفع الوصفة ونحن نتكفل بالباقي.',
      'Envoyez l’ordonnance, on s’occupe du reste.',
    ],
  },
  {
    store: 'techzone-casablanca',
    type: 'video_promotion',
    title: ['Unboxing the Sahara X5', 'فتح علبة صحارى X5', 'Déballage du Sahara X5'],
    description: [
      'Our new flagship phone, now in stock.',
      'هاتفنا الرائد الجديد متوفر الآن.',
      'Notre nouveau smartphone phare est en stock.',
    ],
  },
  {
    store: 'atlas-fashion-hub',
    type: 'store_promotion',
    title: ['New season, new looks', 'موسم جديد وإطلالات جديدة', 'Nouvelle saison, nouveaux looks'],
    description: [
      'Free returns within 14 days.',
      'إرجاع مجاني خلال 14 يوما.',
      'Retours gratuits sous 14 jours.',
    ],
  },
];

/** Store advertisements, running from five days ago to a month ahead. */
export function buildAdvertisements(
  now: Date,
  storeId: Map<string, number>,
  storeRow: Map<number, Row<'stores'>>,
): SeedRows['advertisements'] {
  return ADS.map((a, i) => {
    const sid = storeId.get(a.store)!;
    return {
      id: i + 1,
      store_id: sid,
      module_id: storeRow.get(sid)!.module_id,
      add_type: a.type,
      title: a.title[0],
      description: a.description[0],
      start_date: isoDate(now, -5),
      end_date: isoDate(now, 30),
      cover_image: `ad-${a.store}-cover.svg`,
      profile_image: `ad-${a.store}-profile.svg`,
      video_attachment: null,
      priority: i + 1,
      translations: tr({ title: a.title, description: a.description }),
      created_at: daysAgo(now, 6),
    };
  });
}
