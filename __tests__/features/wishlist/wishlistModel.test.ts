import { wishlistAddAction } from '@/features/wishlist/wishlistModel';
import { keyboard, milk, pizza } from '../../domain/cart/fixtures';

describe('wishlistAddAction', () => {
  it('opens the product page of an ecommerce item', () => {
    expect(wishlistAddAction(keyboard)).toBe('product');
  });

  it('opens the popup of an item with options, and adds a plain item', () => {
    expect(wishlistAddAction(pizza)).toBe('popup');
    expect(wishlistAddAction(milk)).toBe('add');
  });
});
