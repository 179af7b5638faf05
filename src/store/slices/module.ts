import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Module } from '@/api/types';

export interface ModuleState {
  selected: Module | null;
}

const initialState: ModuleState = { selected: null };

const moduleSlice = createSlice({
  name: 'module',
  initialState,
  reducers: {
    moduleSelected(state, action: PayloadAction<Module>) {
      state.selected = action.payload;
    },
    moduleCleared(state) {
      state.selected = null;
    },
  },
});

export const { moduleSelected, moduleCleared } = moduleSlice.actions;
export default moduleSlice.reducer;
