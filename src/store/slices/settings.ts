import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Direction, LocaleCode } from '@/lib/locale';

export type ThemeMode = 'light' | 'dark';

export interface SettingsState {
  themeMode: ThemeMode;
  language: LocaleCode;
  direction: Direction;
  country: string;
  /**
   * Whether chat messages and order updates show as toasts (R-PUSH-2). Optional: state saved before
   * they existed has neither, which means on.
   */
  notifyMessages?: boolean;
  notifyOrders?: boolean;
}

export const initialSettings: SettingsState = {
  themeMode: 'light',
  language: 'en',
  direction: 'ltr',
  country: 'US',
  notifyMessages: true,
  notifyOrders: true,
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
    notificationPreferenceSet(
      state,
      action: PayloadAction<{ kind: 'messages' | 'orders'; on: boolean }>,
    ) {
      if (action.payload.kind === 'messages') state.notifyMessages = action.payload.on;
      else state.notifyOrders = action.payload.on;
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

export const { themeModeToggled, themeModeSet, languageChanged, notificationPreferenceSet } =
  settingsSlice.actions;
export default settingsSlice.reducer;
