import type { Module } from '@/api/types';
import { isCurrentModule, moduleStep } from '@/domain/location/modules';

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
