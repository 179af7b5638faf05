import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Item } from '@/api/catalogTypes';
import type { CartAddPayload, CartLine } from '@/domain/cart/lines';

export type { CartLine } from '@/domain/cart/lines';

/**
 * What Buy Now (`/checkout?page=buy_now`) and campaign Order Now (`/checkout?page=campaign`) hand
 * to checkout: the item, the add payload of the customer's choice (item_id, model, quantity,
 * variation, add_on_ids, add_on_qtys, unit price) and the priced line to show.
 */
export interface BuyNowSelection {
  kind: 'buy_now' | 'campaign';
  item: Item;
  payload: CartAddPayload;
  line: CartLine;
}

export interface CartState {
  /** The server cart of the selected module; every server answer replaces it. */
  items: CartLine[];
  /** The module the lines belong to (the cart is scoped by the moduleId header). */
  moduleId: number | null;
  buyNow: BuyNowSelection | null;
}

const initialState: CartState = { items: [], moduleId: null, buyNow: null };

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Cart list, add and update answers replace the local cart (R-CART-6). */
    cartReplaced: {
      reducer(state, action: PayloadAction<{ lines: CartLine[]; moduleId: number | null }>) {
        state.items = action.payload.lines;
        state.moduleId = action.payload.moduleId;
      },
      prepare(lines: CartLine[], moduleId: number | null = null) {
        return { payload: { lines, moduleId } };
      },
    },
    cartCleared(state) {
      state.items = [];
    },
    buyNowSelected(state, action: PayloadAction<BuyNowSelection>) {
      state.buyNow = action.payload;
    },
    buyNowCleared(state) {
      state.buyNow = null;
    },
  },
});

export const { cartReplaced, cartCleared, buyNowSelected, buyNowCleared } = cartSlice.actions;
export default cartSlice.reducer;
