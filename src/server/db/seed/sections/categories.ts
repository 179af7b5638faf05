import { MODULE_ID } from '../data/core';
import { tr } from '../helpers';
import type { SeedRows } from '../rows';
import { CATEGORY_SPECS, type CatalogModule } from '../specs';
import type { CategorySpec, ModuleKey } from '../types';

export interface CategoryInfo {
  id: number;
  /** Id of the top-level category (the category itself when it is top-level). */
  topId: number;
  module: ModuleKey;
}

/** Category ids by `<module>:<category key>`. */
export type CategoryIndex = Map<string, CategoryInfo>;

/**
 * Top-level categories each followed by their sub-categories, module by module. A key already used by
 * another module gets the module as a slug suffix (slugs are unique).
 */
export function buildCategories(created: Date): {
  categories: SeedRows['categories'];
  catInfo: CategoryIndex;
} {
  const categories: SeedRows['categories'] = [];
  const catInfo: CategoryIndex = new Map();
  const usedSlugs = new Set<string>();
  let catSeq = 0;
  for (const [moduleKey, cats] of Object.entries(CATEGORY_SPECS) as [
    CatalogModule,
    CategorySpec[],
  ][]) {
    const slugOf = (key: string) => {
      const slug = usedSlugs.has(key) ? `${key}-${moduleKey}` : key;
      usedSlugs.add(slug);
      return slug;
    };
    cats.forEach((cat, index) => {
      const topId = ++catSeq;
      catInfo.set(`${moduleKey}:${cat.key}`, { id: topId, topId, module: moduleKey });
      categories.push({
        id: topId,
        name: cat.name[0],
        slug: slugOf(cat.key),
        image: `${cat.key}.svg`,
        parent_id: 0,
        position: 0,
        priority: cats.length - index,
        featured: cat.featured ? 1 : 0,
        module_id: MODULE_ID[moduleKey],
        translations: tr({ name: cat.name }),
        created_at: created,
      });
      cat.subs.forEach((sub, subIndex) => {
        const id = ++catSeq;
        catInfo.set(`${moduleKey}:${sub.key}`, { id, topId, module: moduleKey });
        categories.push({
          id,
          name: sub.name[0],
          slug: slugOf(sub.key),
          image: `${sub.key}.svg`,
          parent_id: topId,
          position: 1,
          priority: cat.subs.length - subIndex,
          featured: 0,
          module_id: MODULE_ID[moduleKey],
          translations: tr({ name: sub.name }),
          created_at: created,
        });
      });
    });
  }
  return { categories, catInfo };
}
