import { MODULE_ID, unitSpecs } from '../data/core';
import { commonConditionSpecs } from '../data/pharmacy';
import { brandSpecs } from '../data/shop';
import { tr } from '../helpers';
import type { SeedRows } from '../rows';

/** Ids of the reference rows by spec key, for the items that point at them. */
export interface CatalogReferenceIds {
  unitId: Map<string, number>;
  conditionId: Map<string, number>;
  brandId: Map<string, number>;
}

type CatalogReference = Pick<
  SeedRows,
  'units' | 'attributes' | 'addonCategories' | 'commonConditions' | 'brands'
> &
  CatalogReferenceIds;

/** Units, attributes, add-on categories, pharmacy conditions and shop brands. */
export function buildCatalogReference(created: Date): CatalogReference {
  const unitId = new Map<string, number>();
  const units = unitSpecs.map((u, i) => {
    unitId.set(u.key, i + 1);
    return { id: i + 1, unit: u.name[0], translations: tr({ unit: u.name }), created_at: created };
  });
  const attributes = [
    { id: 1, name: 'Color', translations: tr({ name: ['Color', 'اللون', 'Couleur'] }) },
    { id: 2, name: 'Size', translations: tr({ name: ['Size', 'المقاس', 'Taille'] }) },
  ];
  const addonCategories = [
    { id: 1, name: 'Extras', translations: tr({ name: ['Extras', 'إضافات', 'Suppléments'] }) },
    { id: 2, name: 'Drinks', translations: tr({ name: ['Drinks', 'مشروبات', 'Boissons'] }) },
    { id: 3, name: 'Sauces', translations: tr({ name: ['Sauces', 'صلصات', 'Sauces'] }) },
  ];
  const conditionId = new Map<string, number>();
  const commonConditions = commonConditionSpecs.map((c, i) => {
    conditionId.set(c.key, i + 1);
    return {
      id: i + 1,
      name: c.name[0],
      slug: c.key,
      translations: tr({ name: c.name }),
      created_at: created,
    };
  });
  const brandId = new Map<string, number>();
  const brands = brandSpecs.map((b, i) => {
    brandId.set(b.key, i + 1);
    return {
      id: i + 1,
      name: b.name[0],
      slug: b.key,
      image: `${b.key}.svg`,
      module_id: MODULE_ID.shop,
      translations: tr({ name: b.name }),
      created_at: created,
    };
  });
  return {
    units,
    attributes,
    addonCategories,
    commonConditions,
    brands,
    unitId,
    conditionId,
    brandId,
  };
}
