import type { Item, Store } from '@/api/catalogTypes';
import type { MoneyConfig } from '@/domain/format';

export const money: MoneyConfig = {
  currency_symbol: 'DH',
  currency_symbol_direction: 'right',
  digit_after_decimal_point: 2,
};

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 12,
    slug: 'fresh-milk',
    name: 'Fresh Milk',
    image_full_url: 'https://cdn.test/milk.png',
    price: 20,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    store_id: 3,
    store_name: 'Marjane Market',
    module_id: 2,
    module_type: 'grocery',
    stock: 10,
    avg_rating: 4.5,
    rating_count: 8,
    ...overrides,
  };
}

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 5,
    slug: 'pharmacie-centrale-du-maarif-casablanca',
    name: 'Pharmacie Centrale du Maarif Casablanca',
    logo_full_url: 'https://cdn.test/logo.png',
    cover_photo_full_url: 'https://cdn.test/cover.png',
    module_id: 3,
    zone_id: 1,
    module: { id: 3, module_type: 'pharmacy' },
    avg_rating: 4.25,
    rating_count: 40,
    delivery_time: '20-30 min',
    distance: 1534.2,
    open: 1,
    active: true,
    ...overrides,
  };
}
