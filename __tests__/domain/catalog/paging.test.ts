import { cardItem, withoutTranslations } from '@/domain/catalog/compact';
import { filterByName, nextOffset, searchable } from '@/domain/catalog/paging';

const page = (count: number, total: number) => ({
  total_size: total,
  products: Array.from({ length: count }, (_, index) => index),
});

describe('nextOffset (page size 12, until total_size)', () => {
  it('asks for the next 1-based page while items remain', () => {
    expect(nextOffset([])).toBe(1);
    expect(nextOffset([page(12, 30)])).toBe(2);
    expect(nextOffset([page(12, 30), page(12, 30)])).toBe(3);
  });

  it('stops at total_size or after an empty page', () => {
    expect(nextOffset([page(12, 30), page(12, 30), page(6, 30)])).toBeUndefined();
    expect(nextOffset([page(12, 12)])).toBeUndefined();
    expect(nextOffset([page(12, 40), page(0, 40)])).toBeUndefined();
  });
});

describe('in-store search matching', () => {
  const items = [
    { name: 'Crème brûlée' },
    { name: 'Margherita Pizza' },
    { name: 'Pizza Pepperoni' },
  ];

  it('ignores case and accents', () => {
    expect(searchable('  Crème BRÛLÉE ')).toBe('creme brulee');
    expect(filterByName(items, 'creme')).toEqual([{ name: 'Crème brûlée' }]);
  });

  it('needs every word', () => {
    expect(filterByName(items, 'pizza')).toHaveLength(2);
    expect(filterByName(items, 'pizza pep')).toEqual([{ name: 'Pizza Pepperoni' }]);
    expect(filterByName(items, '   ')).toBe(items);
  });
});

describe('withoutTranslations', () => {
  it('drops translations and storage at any level it looks at', () => {
    expect(
      withoutTranslations({
        id: 1,
        translations: [{ key: 'name' }],
        storage: [],
        module: { id: 2, translations: [] },
        list: [{ id: 3, storage: [] }],
      }),
    ).toEqual({ id: 1, module: { id: 2 }, list: [{ id: 3 }] });
    expect(withoutTranslations(null)).toBeNull();
    expect(withoutTranslations('text')).toBe('text');
  });
});

describe('cardItem', () => {
  it('keeps what a card reads and drops the rest', () => {
    const card = cardItem({
      id: 1,
      name: 'Margherita',
      price: 57,
      discount: 10,
      discount_type: 'percent',
      add_ons: [{ id: 3, name: 'Garlic bread', price: 14.5 }],
      category_ids: [{ id: '1' }],
      variations: [{ type: 'S', price: 50, stock: 2, extra: true }],
      food_variations: '',
    });
    expect(card).toEqual({
      id: 1,
      name: 'Margherita',
      price: 57,
      discount: 10,
      discount_type: 'percent',
      variations: [{ type: 'S', price: 50, stock: 2 }],
      food_variations: '',
    });
  });
});
