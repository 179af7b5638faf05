import type { Item } from '@/api/catalogTypes';

/** A food item shaped like the demo seed: a required single group, a 1..3 multi group, add-ons. */
export const pizza: Item = {
  id: 1,
  name: 'Margherita Pizza',
  price: 57,
  discount: 10,
  discount_type: 'percent',
  store_discount: 0,
  store_id: 1,
  module_id: 1,
  module_type: 'food',
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      min: 0,
      max: 0,
      required: 'on',
      values: [
        { label: 'Small', optionPrice: '0' },
        { label: 'Medium', optionPrice: '10' },
        { label: 'Large', optionPrice: '20' },
      ],
    },
    {
      name: 'Extra toppings',
      type: 'multi',
      min: 1,
      max: 3,
      required: 'off',
      values: [
        { label: 'Mushrooms', optionPrice: '6' },
        { label: 'Olives', optionPrice: '4' },
        { label: 'Extra cheese', optionPrice: '8' },
        { label: 'Jalapeños', optionPrice: '5' },
      ],
    },
  ],
  variations: [],
  choice_options: [],
  add_ons: [
    { id: 3, name: 'Garlic bread', price: 14.5 },
    { id: 4, name: 'Harissa dip', price: 3 },
  ],
  maximum_cart_quantity: 3,
  available_time_starts: '00:00:00',
  available_time_ends: '23:59:59',
  schedule_order: true,
};

/** An ecommerce item with colour variations, one sold out. */
export const keyboard: Item = {
  id: 424,
  name: 'Mechanical Keyboard',
  price: 655,
  discount: 0,
  discount_type: 'percent',
  store_id: 15,
  module_id: 4,
  module_type: 'ecommerce',
  stock: 1,
  variations: [
    { type: 'Black', price: 655, stock: 1 },
    { type: 'White', price: 600, stock: 0 },
  ],
  choice_options: [{ name: 'choice_1', title: 'Color', options: ['Black', 'White'] }],
  food_variations: '',
  add_ons: [],
  maximum_cart_quantity: null,
};

/** A grocery item with stock and a maximum cart quantity. */
export const milk: Item = {
  id: 168,
  name: 'Whole Milk (1 L)',
  price: 8,
  discount: 0,
  discount_type: 'percent',
  store_id: 7,
  module_id: 2,
  module_type: 'grocery',
  stock: 5,
  maximum_cart_quantity: 12,
  variations: [],
  choice_options: [],
  food_variations: '',
  add_ons: [],
};
