import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** Bearer token of a signed-in customer; never a password. */
  token: string | null;
  /** Guest id from `auth/guest/request`, used for the cart and order tracking. */
  guestId: string | null;
}

const initialState: SessionState = { token: null, guestId: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedOut(state) {
      state.token = null;
    },
    guestIdReceived(state, action: PayloadAction<string>) {
      state.guestId = action.payload;
    },
  },
});

export const { signedIn, signedOut, guestIdReceived } = sessionSlice.actions;
export default sessionSlice.reducer;
