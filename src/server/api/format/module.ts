import { translate, translationEntries } from '../../db/i18n';
import type { modules } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import type { ApiLocale } from '../locale';
import { assetUrl } from '../urls';
import { iso } from './common';

export type ModuleRow = typeof modules.$inferSelect;

/**
 * Module object (API-MODULES-1). `status` is the string "1" as 6amMart returns it; `stores_count` and
 * `items_count` are supplied by the caller (counted within the request's zones).
 */
export function formatModule(
  module: ModuleRow,
  locale: ApiLocale,
  origin: string,
  counts: { stores_count?: number; items_count?: number } = {},
) {
  return {
    id: module.id,
    module_name: translate(module.translations, locale, 'module_name', module.module_name),
    module_type: module.module_type,
    slug: module.slug,
    thumbnail: module.thumbnail,
    icon: module.icon,
    thumbnail_full_url: assetUrl(origin, ASSET_FOLDERS.module, module.thumbnail),
    icon_full_url: assetUrl(origin, ASSET_FOLDERS.module, module.icon),
    status: String(module.status),
    stores_count: counts.stores_count ?? 0,
    items_count: counts.items_count ?? 0,
    theme_id: module.theme_id,
    description: translate(module.translations, locale, 'description', module.description),
    all_zone_service: module.all_zone_service,
    created_at: iso(module.created_at),
    updated_at: iso(module.updated_at),
    translations: translationEntries('App\\Models\\Module', module.id, module.translations),
    storage: [],
  };
}
