import type { Item } from '@/api/catalogTypes';
import type { CartLine } from '@/domain/cart/lines';
import { lineOfItem } from '@/domain/cart/lines';
import { variationPayload, type Selection } from '@/domain/cart/selection';
import { linePrice } from '@/domain/order/item';

/** The cart line the buy box edits: the given one (from the cart drawer), else the item's first. */
export function editedLine(
  lines: readonly CartLine[],
  cartItemId: number | undefined,
  itemId: number,
): CartLine | null {
  return (
    (cartItemId !== undefined
      ? lines.find((entry) => entry.cartItemId === cartItemId)
      : undefined) ?? lineOfItem(lines, itemId)
  );
}

/**
 * The buy box's total for the choice (R-ITEM-5): what it costs, the discount, and the price before
 * the discount, which shows struck through when there is one.
 */
export function selectionPrice(item: Item, selection: Selection) {
  const priced = linePrice({
    item,
    quantity: selection.quantity,
    variation: variationPayload(item, selection),
    add_on_ids: selection.addOns.map((addOn) => addOn.id),
    add_on_qtys: selection.addOns.map((addOn) => addOn.quantity),
  });
  return {
    total: priced.total,
    discountTotal: priced.discountTotal,
    beforeDiscount: priced.itemsTotal + priced.addOnTotal,
  };
}
