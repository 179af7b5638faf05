import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Direction, LocaleCode } from '@/lib/locale';

export type ThemeMode = 'light' | 'dark';

export interface SettingsState {
  themeMode: ThemeMode;
  language: LocaleCode;
  direction: Direction;
  country: string;
}

export const initialSettings: SettingsState = {
  themeMode: 'light',
  language: 'en',
  direction: 'ltr',
  country: 'US',
};

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    themeModeToggled(state) {
      state.themeMode = state.themeMode === 'light' ? 'dark' : 'light';
    },
    themeModeSet(state, action: PayloadAction<ThemeMode>) {
      state.themeMode = action.payload;
    },
    languageChanged(
      state,
      action: PayloadAction<{ language: LocaleCode; direction: Direction; country: string }>,
    ) {
      state.language = action.payload.language;
      state.direction = action.payload.direction;
      state.country = action.payload.country;
    },
  },
});

export const { themeModeToggled, themeModeSet, languageChanged } = settingsSlice.actions;
export default settingsSlice.reducer;
