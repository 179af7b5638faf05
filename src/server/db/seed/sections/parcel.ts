import { MODULE_ID, parcelCategorySpecs, parcelInstructionSpecs } from '../data/core';
import { tr, type SeedContext } from '../helpers';
import type { SeedRows } from '../rows';

/** Parcel categories (with a random order count) and delivery instructions. */
export function buildParcelContent(
  ctx: SeedContext,
): Pick<SeedRows, 'parcelCategories' | 'parcelInstructions'> {
  const parcelCategories = parcelCategorySpecs.map((p, i) => ({
    id: i + 1,
    name: p.name[0],
    description: p.description[0],
    image: `${p.key}.svg`,
    module_id: MODULE_ID.parcel,
    parcel_per_km_shipping_charge: p.perKm,
    parcel_minimum_shipping_charge: p.min,
    orders_count: ctx.rng.int(20, 300),
    translations: tr({ name: p.name, description: p.description }),
  }));
  const parcelInstructions = parcelInstructionSpecs.map((p, i) => ({
    id: i + 1,
    instruction: p[0],
    translations: tr({ instruction: p }),
  }));
  return { parcelCategories, parcelInstructions };
}
