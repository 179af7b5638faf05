import { ASSET_FOLDERS, type AssetKind } from './assets';
import { ALL_STORE_SPECS, CATEGORY_SPECS, PRODUCT_SPECS } from './specs';
import { deliveryManSpecs, moduleSpecs, parcelCategorySpecs } from './data/core';
import {
  OTHER_BANNER_KEYS,
  bannerSpecs,
  basicCampaignSpecs,
  otherBannerEmojis,
  parcelBannerSpecs,
  whyChooseSpecs,
} from './data/marketing';
import { brandSpecs } from './data/shop';
import { landingImages } from './data/settings';

/**
 * How an image is drawn (see scripts/generate-demo-images.ts):
 * - square: 600×600 pastel square, one centred emoji (products, categories, parcel categories, trust cards)
 * - square-alt: like square with another tint and a tilted emoji (second product image)
 * - circle: 256×256 round badge (store logos, avatars, ad profile images, testimonials)
 * - badge: 300×300 round badge with a ring (brands)
 * - cover: 1200×400 gradient with 3-5 emoji spread across (store covers)
 * - banner: 1200×400 gradient with an emoji cluster on the right, no text (banners, campaigns, ads)
 * - icon: 128×128 rounded square (module icons)
 * - thumb: 400×300 rounded card (module thumbnails)
 * - logo: 512×512 rounded square (business logo, favicon, gateway image)
 */
export type ImageStyle =
  'square' | 'square-alt' | 'circle' | 'badge' | 'cover' | 'banner' | 'icon' | 'thumb' | 'logo';

export interface ImageSpec {
  kind: AssetKind;
  folder: string;
  file: string;
  style: ImageStyle;
  emojis: string[];
}

/** Every demo image the seed references, with how to draw it. File names are unique per folder. */
export function demoImageManifest(): ImageSpec[] {
  const out = new Map<string, ImageSpec>();
  const add = (kind: AssetKind, file: string, style: ImageStyle, emojis: string[]) => {
    const folder = ASSET_FOLDERS[kind];
    const key = `${folder}/${file}`;
    if (!out.has(key)) out.set(key, { kind, folder, file, style, emojis });
  };

  for (const products of Object.values(PRODUCT_SPECS)) {
    for (const p of products) add('item', `${p.key}.svg`, 'square', [p.emoji]);
  }
  for (const p of PRODUCT_SPECS.shop) add('item', `${p.key}-alt.svg`, 'square-alt', [p.emoji]);
  for (const cats of Object.values(CATEGORY_SPECS)) {
    for (const c of cats) {
      add('category', `${c.key}.svg`, 'square', [c.emoji]);
      for (const sub of c.subs) add('category', `${sub.key}.svg`, 'square', [sub.emoji]);
    }
  }
  for (const st of ALL_STORE_SPECS) {
    add('store_logo', `${st.key}.svg`, 'circle', [st.logo]);
    add('store_cover', `${st.key}.svg`, 'cover', [...st.cover]);
  }
  for (const m of moduleSpecs) {
    add('module', `${m.key}-icon.svg`, 'icon', [m.emoji]);
    add('module', `${m.key}.svg`, 'thumb', [m.emoji]);
  }
  for (const b of bannerSpecs) add('banner', `${b.key}.svg`, 'banner', b.emojis);
  for (const [moduleKey, emojis] of Object.entries(otherBannerEmojis)) {
    OTHER_BANNER_KEYS.forEach((key, i) => {
      const rotated = [...emojis.slice(i), ...emojis.slice(0, i)].slice(0, 3);
      add('banner', `${moduleKey}-${key}.svg`, 'banner', rotated);
    });
  }
  for (const b of parcelBannerSpecs) add('banner', `${b.key}.svg`, 'banner', b.emojis);
  for (const w of whyChooseSpecs) add('banner', `${w.key}.svg`, 'square', [w.emoji]);
  add('banner', 'parcel-video-content.svg', 'banner', ['package', 'motor-scooter', 'house']);
  add('banner', 'parcel-video-cover.svg', 'banner', ['clapper-board', 'package']);
  for (const c of basicCampaignSpecs) add('campaign', `${c.key}.svg`, 'banner', c.emojis);
  for (const b of brandSpecs) add('brand', `${b.key}.svg`, 'badge', [b.emoji]);
  for (const p of parcelCategorySpecs) add('parcel_category', `${p.key}.svg`, 'square', [p.emoji]);
  const adStores = [
    'casa-pizza-napoli',
    'dar-tajine',
    'marche-frais-maarif',
    'pharmacie-centrale-casa',
    'techzone-casablanca',
    'atlas-fashion-hub',
  ];
  for (const key of adStores) {
    const st = ALL_STORE_SPECS.find((x) => x.key === key)!;
    add('advertisement', `ad-${key}-cover.svg`, 'banner', st.cover.slice(0, 3));
    add('advertisement', `ad-${key}-profile.svg`, 'circle', [st.logo]);
  }
  for (const d of deliveryManSpecs) {
    add(
      'delivery_man',
      `${d.f.toLowerCase()}-${d.l.toLowerCase().replace(/\s+/g, '-')}.svg`,
      'circle',
      [d.emoji],
    );
  }
  add('business', 'logo.svg', 'logo', ['globe-showing-europe-africa']);
  add('business', 'favicon.svg', 'logo', ['globe-showing-europe-africa']);
  add('gateway', 'demo_gateway.svg', 'logo', ['credit-card']);
  for (const [name, emojis] of Object.entries(landingImages)) {
    const style: ImageStyle = name.startsWith('testimonial')
      ? 'circle'
      : name.startsWith('promo') || name === 'hero'
        ? 'banner'
        : 'square';
    add('landing', `${name}.svg`, style, emojis);
  }
  return [...out.values()];
}
