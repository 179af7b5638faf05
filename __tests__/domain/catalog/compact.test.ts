import { cardItem, showcaseModule } from '@/domain/catalog/compact';
import { itemCardState } from '@/domain/cart/availability';
import { hasVariations } from '@/domain/cart/selection';
import { effectiveDiscount } from '@/domain/catalog/pricing';

const fullItem = {
  id: 7,
  name: 'Butter Croissant',
  module_type: 'food',
  price: 12,
  discount: 30,
  discount_type: 'percent',
  store_discount: 0,
  flash_sale: 1,
  food_variations: '' as const,
  variations: [],
  choice_options: [{ name: 'choice_1', title: 'Size', options: ['S', 'L'] }],
  add_ons: [{ id: 1, name: 'Jam', price: 3 }],
  nutritions_name: ['Sugar'],
  description: 'Flaky and buttery.',
  available_time_starts: '06:00:00',
  available_time_ends: '10:59:59',
  schedule_order: true,
  maximum_cart_quantity: 4,
  stock: 10,
};

describe('cardItem', () => {
  const card = cardItem(fullItem);

  it('drops what a card never shows', () => {
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('nutritions_name');
  });

  it('keeps the fields behind the card rules, so a trimmed card decides as the full item', () => {
    const closedStore = { open: 0, active: true };
    const lateEvening = new Date(2026, 10, 21, 21, 0);
    expect(itemCardState(card as never, closedStore, lateEvening)).toEqual(
      itemCardState(fullItem as never, closedStore, lateEvening),
    );
    expect(itemCardState(card as never, closedStore, lateEvening).canOrder).toBe(true);
    expect(effectiveDiscount(card)).toEqual(effectiveDiscount(fullItem));
    expect(hasVariations({ ...card, module_type: 'grocery' } as never)).toBe(
      hasVariations({ ...fullItem, module_type: 'grocery' } as never),
    );
    expect(card).toMatchObject({ maximum_cart_quantity: 4, stock: 10 });
  });
});

describe('showcaseModule', () => {
  it('keeps what the landing showcase shows and drops zones and translations', () => {
    const grocery = {
      id: 2,
      module_name: 'Grocery',
      module_type: 'grocery' as const,
      icon_full_url: 'https://example.test/grocery.png',
      description: 'Fresh produce',
      zones: [{ id: 1, name: 'Casablanca' }],
      translations: [{ key: 'module_name', value: 'بقالة' }],
    };
    expect(showcaseModule(grocery)).toEqual({
      id: 2,
      module_name: 'Grocery',
      icon_full_url: 'https://example.test/grocery.png',
      description: 'Fresh produce',
    });
    expect(showcaseModule({ id: 3, module_name: 'Parcel', module_type: 'parcel' })).toEqual({
      id: 3,
      module_name: 'Parcel',
      icon_full_url: null,
      description: null,
    });
  });
});
