import { cartLineFromEntry, type CartLine } from '@/domain/cart/lines';
import { initialSelection } from '@/domain/cart/selection';
import { editedLine, selectionPrice } from '@/features/item/buyBoxModel';
import { milk, pizza } from '../../domain/cart/fixtures';

function lineOf(cartItemId: number, item = pizza): CartLine {
  const line = cartLineFromEntry({
    id: cartItemId,
    item_id: item.id,
    price: item.price,
    quantity: 1,
    variation: [],
    item,
  });
  if (!line) throw new Error('no line');
  return line;
}

describe('editedLine', () => {
  const lines = [lineOf(70, milk), lineOf(71), lineOf(72)];

  it('edits the given cart line', () => {
    expect(editedLine(lines, 72, pizza.id)?.cartItemId).toBe(72);
  });

  it("falls back to the item's first line, or none", () => {
    expect(editedLine(lines, undefined, pizza.id)?.cartItemId).toBe(71);
    expect(editedLine(lines, 99, pizza.id)?.cartItemId).toBe(71);
    expect(editedLine(lines, undefined, 12345)).toBeNull();
  });
});

describe('selectionPrice', () => {
  it('discounts the item and its options, then adds the add-ons', () => {
    const selection = {
      ...initialSelection(pizza),
      food: [['Large'], []],
      addOns: [{ id: 3, quantity: 2 }],
    };
    // (57 + 20) less 10 %, then 2 x 14.50.
    expect(selectionPrice(pizza, selection)).toEqual({
      total: 98.3,
      discountTotal: 7.7,
      beforeDiscount: 106,
    });
  });

  it('has no discount on an undiscounted item', () => {
    const priced = selectionPrice(milk, { ...initialSelection(milk), quantity: 3 });
    expect(priced).toEqual({ total: 24, discountTotal: 0, beforeDiscount: 24 });
  });
});
