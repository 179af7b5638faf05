/**
 * Query a shared product or store link carries so it renders without a chosen location
 * (spec document 1 §2: module_id, and store_zone_id for stores).
 */
export function moduleShareQuery(moduleId: number): string {
  return `module_id=${moduleId}`;
}
