import type { Module } from '@/api/types';
import {
  asksForInterest,
  isCurrentModule,
  moduleForItem,
  moduleStep,
  railModules,
  toggleInterest,
} from '@/domain/location/modules';

const food: Module = { id: 1, module_name: 'Food', module_type: 'food' };
const grocery: Module = { id: 2, module_name: 'Grocery', module_type: 'grocery' };

describe('moduleStep', () => {
  it('is none without modules', () => {
    expect(moduleStep([])).toEqual({ kind: 'none' });
    expect(moduleStep(undefined)).toEqual({ kind: 'none' });
    expect(moduleStep(null)).toEqual({ kind: 'none' });
  });

  it('selects the only module', () => {
    expect(moduleStep([food])).toEqual({ kind: 'single', module: food });
    // The same module twice is still one module.
    expect(moduleStep([food, { ...food }])).toEqual({ kind: 'single', module: food });
  });

  it('lets the customer choose among several', () => {
    expect(moduleStep([food, grocery])).toEqual({ kind: 'several', modules: [food, grocery] });
  });
});

describe('isCurrentModule', () => {
  it('matches the previously selected module by id', () => {
    expect(isCurrentModule(food, { ...food, module_name: 'Renamed' })).toBe(true);
    expect(isCurrentModule(food, grocery)).toBe(false);
    expect(isCurrentModule(food, null)).toBe(false);
  });
});

describe('railModules', () => {
  const casablancaOnly: Module = { ...food, zones: [{ id: 1 }] };
  const rabatOnly: Module = { ...grocery, zones: [{ id: 2 }] };
  const everywhere: Module = {
    id: 3,
    module_name: 'Parcel',
    module_type: 'parcel',
    all_zone_service: 1,
    zones: [],
  };

  it('keeps only modules serving a stored zone', () => {
    expect(railModules([casablancaOnly, rabatOnly, everywhere], [1])).toEqual([
      casablancaOnly,
      everywhere,
    ]);
    expect(railModules([casablancaOnly, rabatOnly], [2, 1])).toEqual([casablancaOnly, rabatOnly]);
  });

  it('is empty without a stored zone', () => {
    expect(railModules([casablancaOnly, everywhere], [])).toEqual([]);
    expect(railModules(null, [1])).toEqual([]);
  });
});

describe('asksForInterest', () => {
  const base = { module: food, signedIn: true, interestModuleIds: [] };

  it('asks a member for a module they have not chosen interests for', () => {
    expect(asksForInterest(base)).toBe(true);
  });

  it('does not ask guests, for parcel or twice', () => {
    expect(asksForInterest({ ...base, signedIn: false })).toBe(false);
    expect(asksForInterest({ ...base, module: { id: 5, module_type: 'parcel' } })).toBe(false);
    expect(asksForInterest({ ...base, interestModuleIds: [1] })).toBe(false);
  });
});

describe('toggleInterest', () => {
  it('adds and removes a category', () => {
    expect(toggleInterest([], 4)).toEqual([4]);
    expect(toggleInterest([4, 7], 4)).toEqual([7]);
    expect(toggleInterest([7], 4)).toEqual([7, 4]);
  });
});

describe('moduleForItem', () => {
  it("keeps the chosen module when it is the item's", () => {
    expect(moduleForItem({ selectedId: 1, itemModuleId: 1, zoneModules: [] })).toEqual({
      kind: 'keep',
    });
  });

  it("chooses the item's module when the zone serves it: a shared link's first visit", () => {
    expect(
      moduleForItem({ selectedId: null, itemModuleId: 2, zoneModules: [food, grocery] }),
    ).toEqual({ kind: 'select', module: grocery });
    expect(moduleForItem({ selectedId: 1, itemModuleId: 2, zoneModules: [food, grocery] })).toEqual(
      { kind: 'select', module: grocery },
    );
  });

  it('says the item cannot be ordered when the zone does not serve its module', () => {
    expect(moduleForItem({ selectedId: null, itemModuleId: 2, zoneModules: [food] })).toEqual({
      kind: 'unavailable',
    });
    expect(moduleForItem({ selectedId: null, itemModuleId: 2, zoneModules: null })).toEqual({
      kind: 'unavailable',
    });
  });
});
