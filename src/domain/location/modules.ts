import type { Module } from '@/api/types';

/** What the module step does with the modules of the stored zone (spec document 2 §2). */
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
