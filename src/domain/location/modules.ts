import type { Module } from '@/api/types';

/** What the module step does with the modules of the stored zone (R-MOD-2). */
export type ModuleStep =
  { kind: 'none' } | { kind: 'single'; module: Module } | { kind: 'several'; modules: Module[] };

/** None: an empty state; exactly one: select it at once; several: let the customer choose. */
export function moduleStep(modules: readonly Module[] | null | undefined): ModuleStep {
  const seen = new Set<number>();
  const list = (modules ?? []).filter((module) => {
    if (!module || seen.has(module.id)) return false;
    seen.add(module.id);
    return true;
  });
  if (list.length === 0) return { kind: 'none' };
  if (list.length === 1) return { kind: 'single', module: list[0] };
  return { kind: 'several', modules: list };
}

/** The previously selected module is highlighted in the grid. */
export function isCurrentModule(module: Module, selected: Module | null | undefined): boolean {
  return selected?.id === module.id;
}

/**
 * The side rail lists only modules serving one of the stored zones (R-SHELL-8). A module
 * without a zone list is trusted to the server's zoneId filtering; `all_zone_service` serves every zone.
 */
export function railModules(
  modules: readonly Module[] | null | undefined,
  zoneIds: readonly number[],
): Module[] {
  if (!zoneIds.length) return [];
  const wanted = new Set(zoneIds);
  return (modules ?? []).filter((module) => {
    if (module.all_zone_service === 1 || !module.zones) return true;
    return module.zones.some((zone) => wanted.has(zone.id));
  });
}

/**
 * After choosing a module, a member goes to /interest when the module has interest categories,
 * is not one they already chose interests for, and is not parcel (R-MOD-4).
 * Guests cannot save interests (the endpoint needs a token), so they go straight to /home. Whether
 * the module has categories is known only there: /interest sends the customer on to /home without.
 */
export function asksForInterest(input: {
  module: Pick<Module, 'id' | 'module_type'>;
  signedIn: boolean;
  interestModuleIds: readonly number[] | null | undefined;
}): boolean {
  if (!input.signedIn || input.module.module_type === 'parcel') return false;
  return !(input.interestModuleIds ?? []).includes(input.module.id);
}

/**
 * The interest choice: toggles one category id, keeping the order of choice; saving needs one at least.
 */
export function toggleInterest(chosen: readonly number[], categoryId: number): number[] {
  return chosen.includes(categoryId)
    ? chosen.filter((id) => id !== categoryId)
    : [...chosen, categoryId];
}

/**
 * Which module an add to cart runs in (a shared link's first visit, or a page of another module).
 * The cart is scoped by module (API-CART-1), so the item's own module must be the chosen one:
 * - `keep`: it already is;
 * - `select`: the zone serves it: choose it, then add;
 * - `unavailable`: the chosen location's zone does not serve it: the item cannot be ordered there.
 */
export type ModuleForItem =
  { kind: 'keep' } | { kind: 'select'; module: Module } | { kind: 'unavailable' };

export function moduleForItem(input: {
  selectedId: number | null | undefined;
  itemModuleId: number | null | undefined;
  zoneModules: readonly Module[] | null | undefined;
}): ModuleForItem {
  const { selectedId, itemModuleId, zoneModules } = input;
  if (!itemModuleId || selectedId === itemModuleId) return { kind: 'keep' };
  const served = (zoneModules ?? []).find((entry) => entry.id === itemModuleId);
  return served ? { kind: 'select', module: served } : { kind: 'unavailable' };
}
