import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface WishlistState {
  itemIds: number[];
  storeIds: number[];
}

const initialState: WishlistState = { itemIds: [], storeIds: [] };

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistLoaded(state, action: PayloadAction<WishlistState>) {
      state.itemIds = action.payload.itemIds;
      state.storeIds = action.payload.storeIds;
    },
    wishlistItemAdded(state, action: PayloadAction<number>) {
      if (!state.itemIds.includes(action.payload)) state.itemIds.push(action.payload);
    },
    wishlistItemRemoved(state, action: PayloadAction<number>) {
      state.itemIds = state.itemIds.filter((id) => id !== action.payload);
    },
    wishlistStoreAdded(state, action: PayloadAction<number>) {
      if (!state.storeIds.includes(action.payload)) state.storeIds.push(action.payload);
    },
    wishlistStoreRemoved(state, action: PayloadAction<number>) {
      state.storeIds = state.storeIds.filter((id) => id !== action.payload);
    },
    wishlistCleared(state) {
      state.itemIds = [];
      state.storeIds = [];
    },
  },
});

export const {
  wishlistLoaded,
  wishlistItemAdded,
  wishlistItemRemoved,
  wishlistStoreAdded,
  wishlistStoreRemoved,
  wishlistCleared,
} = wishlistSlice.actions;
export default wishlistSlice.reducer;
