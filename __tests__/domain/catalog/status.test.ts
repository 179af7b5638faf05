import {
  asModuleType,
  categoryTabs,
  isOutOfStock,
  isStoreClosed,
  isVariationOutOfStock,
} from '@/domain/catalog/status';

describe('isOutOfStock', () => {
  it('is out at stock 0', () => {
    expect(isOutOfStock({ stock: 0, module_type: 'grocery' })).toBe(true);
    expect(isOutOfStock({ stock: 4, module_type: 'grocery' })).toBe(false);
  });

  it('is out when every variation is out', () => {
    expect(
      isOutOfStock({
        stock: 5,
        module_type: 'ecommerce',
        variations: [{ stock: 0 }, { stock: 0 }],
      }),
    ).toBe(true);
    expect(
      isOutOfStock({
        stock: 5,
        module_type: 'ecommerce',
        variations: [{ stock: 0 }, { stock: 2 }],
      }),
    ).toBe(false);
  });

  it('does not guess without stock data, and food keeps no stock', () => {
    expect(isOutOfStock({})).toBe(false);
    expect(isOutOfStock({ stock: 0, module_type: 'food' })).toBe(false);
  });

  it('reads one variation', () => {
    expect(isVariationOutOfStock({ stock: 0 })).toBe(true);
    expect(isVariationOutOfStock({ stock: 1 })).toBe(false);
    expect(isVariationOutOfStock({})).toBe(false);
  });
});

describe('isStoreClosed', () => {
  it('is closed when today is closed or the store is inactive', () => {
    expect(isStoreClosed({ open: 0, active: true })).toBe(true);
    expect(isStoreClosed({ open: 1, active: false })).toBe(true);
    expect(isStoreClosed({ open: 1, active: true })).toBe(false);
    expect(isStoreClosed({})).toBe(false);
  });
});

describe('categoryTabs', () => {
  it('uses the top-level categories, without repeats', () => {
    expect(
      categoryTabs([
        { id: 1, name: 'Pizza', parent_id: 0 },
        { id: 2, name: 'Classic Pizza', parent_id: 1 },
        { id: 4, name: 'Burgers' },
        { id: 1, name: 'Pizza', parent_id: 0 },
      ]),
    ).toEqual([
      { id: 1, name: 'Pizza' },
      { id: 4, name: 'Burgers' },
    ]);
  });

  it('falls back to sub-categories and tolerates nothing', () => {
    expect(categoryTabs([{ id: 2, name: 'Classic Pizza', parent_id: 1 }])).toEqual([
      { id: 2, name: 'Classic Pizza' },
    ]);
    expect(categoryTabs(undefined)).toEqual([]);
  });
});

describe('asModuleType', () => {
  it('accepts known module types only', () => {
    expect(asModuleType('food')).toBe('food');
    expect(asModuleType(['pharmacy'])).toBe('pharmacy');
    expect(asModuleType('shoes')).toBeNull();
    expect(asModuleType(undefined)).toBeNull();
  });
});
