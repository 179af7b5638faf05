import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Config } from '@/api/types';

export interface ConfigState {
  value: Config | null;
}

const initialState: ConfigState = { value: null };

/** The last configuration seen, kept so the shell can render offline-first on the next visit. */
const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    configLoaded(state, action: PayloadAction<Config>) {
      state.value = action.payload;
    },
  },
});

export const { configLoaded } = configSlice.actions;
export default configSlice.reducer;
