import { MODULE_ID } from '../data/core';
import { basicCampaignSpecs, itemCampaignSpecs } from '../data/marketing';
import { daysAgo, isoDate, tr } from '../helpers';
import type { Row, SeedRows } from '../rows';
import { PRODUCT_SPECS } from '../specs';
import type { L3 } from '../types';

/** Store campaigns with their participating stores. */
export function buildBasicCampaigns(
  now: Date,
  storeId: Map<string, number>,
): Pick<SeedRows, 'basicCampaigns' | 'campaignStores'> {
  const out: Pick<SeedRows, 'basicCampaigns' | 'campaignStores'> = {
    basicCampaigns: [],
    campaignStores: [],
  };
  basicCampaignSpecs.forEach((c, i) => {
    const id = i + 1;
    out.basicCampaigns.push({
      id,
      title: c.title[0],
      slug: c.key,
      image: `${c.key}.svg`,
      description: c.description[0],
      module_id: MODULE_ID[c.module],
      start_date: isoDate(now, c.startDays),
      end_date: isoDate(now, c.endDays),
      start_time: '00:00:00',
      end_time: '23:59:59',
      translations: tr({ title: c.title, description: c.description }),
      created_at: daysAgo(now, 30),
    });
    for (const st of c.stores) {
      out.campaignStores.push({
        campaign_id: id,
        store_id: storeId.get(st.store)!,
        campaign_status: st.status,
      });
    }
  });
  return out;
}

/** Item campaigns: a store's item at a campaign price, copying the item's catalogue fields. */
export function buildItemCampaigns(
  now: Date,
  itemByStoreProduct: Map<string, Row<'items'>>,
): SeedRows['itemCampaigns'] {
  return itemCampaignSpecs.map((c, i) => {
    const template = Object.values(PRODUCT_SPECS)
      .flat()
      .find((p) => p.key === c.product);
    const base = itemByStoreProduct.get(`${c.store}/${c.product}`);
    if (!template || !base)
      throw new Error(`Item campaign ${c.key}: ${c.store}/${c.product} not found`);
    const desc: L3 = template.desc ?? [
      base.description ?? '',
      base.translations?.ar?.description ?? '',
      base.translations?.fr?.description ?? '',
    ];
    return {
      id: i + 1,
      title: c.title[0],
      name: c.title[0],
      slug: c.key,
      description: desc[0],
      image: base.image,
      images: base.images,
      category_id: base.category_id,
      category_ids: base.category_ids,
      variations: base.variations,
      food_variations: base.food_variations,
      add_ons: base.add_ons,
      attributes: base.attributes,
      choice_options: base.choice_options,
      price: c.price,
      discount: c.discount[0],
      discount_type: c.discount[1],
      veg: base.veg,
      status: 1,
      store_id: base.store_id,
      module_id: base.module_id,
      stock: base.module_id === MODULE_ID.food ? 100 : 50,
      unit_id: base.unit_id,
      maximum_cart_quantity: 5,
      is_halal: base.is_halal,
      available_date_starts: isoDate(now, c.startDays),
      available_date_ends: isoDate(now, c.endDays),
      start_time: c.startTime ?? '00:00:00',
      end_time: c.endTime ?? '23:59:59',
      translations: tr({ title: c.title, name: c.title, description: desc }),
      created_at: daysAgo(now, Math.max(1, -c.startDays)),
    };
  });
}
