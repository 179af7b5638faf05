import { translate } from '../../db/i18n';
import type { categories } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { assetUrl } from '../urls';
import { iso } from './common';

export type CategoryRow = typeof categories.$inferSelect;

const imageUrl = (origin: string, row: CategoryRow) =>
  assetUrl(origin, ASSET_FOLDERS.category, row.image);

/** The full Category row (3.1 shape), localised. */
export function formatCategory(
  row: CategoryRow,
  locale: string,
  origin: string,
  extra: { products_count?: number; childes_count?: number } = {},
) {
  return {
    id: row.id,
    name: translate(row.translations, locale, 'name', row.name),
    image: row.image,
    image_full_url: imageUrl(origin, row),
    parent_id: row.parent_id,
    position: row.position,
    status: row.status,
    priority: row.priority,
    module_id: row.module_id,
    slug: row.slug,
    featured: row.featured,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    products_count: extra.products_count ?? 0,
    childes_count: extra.childes_count ?? 0,
  };
}

/**
 * GET /categories (3.5 slim shape: id, name, image_full_url, slug, childes[{id,name,slug}]) plus the
 * fields the storefront spec reads from the older shape (image, featured, parent_id, position).
 */
export function formatSlimCategory(
  row: CategoryRow,
  childes: CategoryRow[],
  locale: string,
  origin: string,
) {
  return {
    id: row.id,
    name: translate(row.translations, locale, 'name', row.name),
    image: row.image,
    image_full_url: imageUrl(origin, row),
    slug: row.slug,
    parent_id: row.parent_id,
    position: row.position,
    featured: row.featured,
    priority: row.priority,
    module_id: row.module_id,
    childes: childes.map((child) => ({
      id: child.id,
      name: translate(child.translations, locale, 'name', child.name),
      slug: child.slug,
      image: child.image,
      image_full_url: imageUrl(origin, child),
      parent_id: child.parent_id,
      position: child.position,
    })),
  };
}

/** `categories` of item lists: [{id, name, image_full_url}] (plus slug and image). */
export function formatCategoryRef(row: CategoryRow, locale: string, origin: string) {
  return {
    id: row.id,
    name: translate(row.translations, locale, 'name', row.name),
    slug: row.slug,
    image: row.image,
    image_full_url: imageUrl(origin, row),
    parent_id: row.parent_id,
    position: row.position,
  };
}
