import { MODULE_ID } from '../data/core';
import {
  OTHER_BANNER_KEYS,
  bannerSpecs,
  otherBannerEmojis,
  parcelBannerSpecs,
  videoContentSteps,
  whyChooseSpecs,
} from '../data/marketing';
import { daysAgo, tr } from '../helpers';
import type { Row, SeedRows } from '../rows';
import type { CatalogModule } from '../specs';
import type { L3 } from '../types';

/** Admin banners (default, store-wise, item-wise), then one store's own banner. */
export function buildBanners(
  now: Date,
  storeId: Map<string, number>,
  itemByStoreProduct: Map<string, Row<'items'>>,
): SeedRows['banners'] {
  const banners: SeedRows['banners'] = bannerSpecs.map((b, i) => {
    let data: string | null = null;
    if (b.type === 'store_wise') data = String(storeId.get(b.target));
    if (b.type === 'item_wise') {
      const item = itemByStoreProduct.get(b.target);
      if (!item) throw new Error(`Banner ${b.key}: item ${b.target} not found`);
      data = String(item.id);
    }
    return {
      id: i + 1,
      title: b.title[0],
      type: b.type,
      image: `${b.key}.svg`,
      status: 1,
      data,
      zone_id: b.zone,
      module_id: MODULE_ID[b.module],
      featured: b.featured ? 1 : 0,
      default_link: b.type === 'default' ? b.target : null,
      translations: tr({ title: b.title }),
      created_at: daysAgo(now, 20 - i),
    };
  });
  // a store's own banner (GET /banners/{store_id})
  banners.push({
    id: banners.length + 1,
    title: 'Wood-fired every night',
    type: 'default',
    image: 'food-napoli.svg',
    status: 1,
    zone_id: 1,
    module_id: MODULE_ID.food,
    store_id: storeId.get('casa-pizza-napoli')!,
    default_link: null,
    created_by: 'vendor',
    translations: tr({
      title: ['Wood-fired every night', 'فرن حطب كل ليلة', 'Au feu de bois chaque soir'],
    }),
  });
  return banners;
}

const VIDEO_SECTION_TITLE: L3 = [
  'How parcel delivery works',
  'كيف يعمل توصيل الطرود',
  'Comment fonctionne la livraison de colis',
];

/** The parcel page's "how it works" section, with its steps in every language. */
function videoContent(id: number): Row<'otherBanners'> {
  const steps = (l: 0 | 1 | 2) =>
    videoContentSteps.map((st) => ({ key: st.key[l], value: st.value[l] }));
  return {
    id,
    module_id: MODULE_ID.parcel,
    key: 'video_content',
    value: 'parcel-video-content.svg',
    title: VIDEO_SECTION_TITLE[0],
    data: {
      section_title: VIDEO_SECTION_TITLE[0],
      banner_type: 'image',
      banner_video: null,
      banner_image: 'parcel-video-content.svg',
      banner_video_content: 'parcel-video-cover.svg',
      banner_contents: steps(0),
      /** Localised variants: data.locales[locale] overrides section_title / banner_contents. */
      locales: {
        ar: { section_title: VIDEO_SECTION_TITLE[1], banner_contents: steps(1) },
        fr: { section_title: VIDEO_SECTION_TITLE[2], banner_contents: steps(2) },
      },
    },
    translations: tr({ title: VIDEO_SECTION_TITLE }),
  };
}

/** Section banners of every catalogue module, then the parcel module's banners and sections. */
export function buildOtherBanners(): SeedRows['otherBanners'] {
  const out: SeedRows['otherBanners'] = [];
  for (const moduleKey of Object.keys(otherBannerEmojis) as CatalogModule[]) {
    for (const key of OTHER_BANNER_KEYS) {
      out.push({
        id: out.length + 1,
        module_id: MODULE_ID[moduleKey],
        key,
        value: `${moduleKey}-${key}.svg`,
      });
    }
  }
  parcelBannerSpecs.forEach((b, i) =>
    out.push({
      id: out.length + 1,
      module_id: MODULE_ID.parcel,
      key: 'parcel_banner',
      value: `${b.key}.svg`,
      title: b.title[0],
      position: i,
      translations: tr({ title: b.title }),
    }),
  );
  whyChooseSpecs.forEach((w, i) =>
    out.push({
      id: out.length + 1,
      module_id: MODULE_ID.parcel,
      key: 'why_choose',
      value: `${w.key}.svg`,
      title: w.title[0],
      short_description: w.text[0],
      position: i,
      translations: tr({ title: w.title, short_description: w.text }),
    }),
  );
  out.push(videoContent(out.length + 1));
  return out;
}
