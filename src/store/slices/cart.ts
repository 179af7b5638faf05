import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A cart line as the spec names it (document 1 §3); the ordering issue fills in the rest. */
export interface CartLine {
  cartItemId: number;
  id: number;
  name: string;
  quantity: number;
  price: number;
  totalPrice: number;
  image_full_url?: string | null;
  store_id?: number;
  module_type?: string;
  moduleId?: number;
}

export interface CartState {
  items: CartLine[];
}

const initialState: CartState = { items: [] };

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Cart add/update answers replace the local cart (spec document 1 §7). */
    cartReplaced(state, action: PayloadAction<CartLine[]>) {
      state.items = action.payload;
    },
    cartCleared(state) {
      state.items = [];
    },
  },
});

export const { cartReplaced, cartCleared } = cartSlice.actions;
export default cartSlice.reducer;
