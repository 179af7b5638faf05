import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import cart from './slices/cart';
import config from './slices/config';
import location from './slices/location';
import moduleReducer from './slices/module';
import searchHistory from './slices/searchHistory';
import session from './slices/session';
import settings from './slices/settings';
import wishlist from './slices/wishlist';
import { persistStorage } from './storage';

export const rootReducer = combineReducers({
  cart,
  config,
  location,
  module: moduleReducer,
  searchHistory,
  session,
  settings,
  wishlist,
});

export type RootState = ReturnType<typeof rootReducer>;

const persistedReducer = persistReducer(
  {
    key: 'storefront',
    version: 1,
    storage: persistStorage,
    // The server's storage answers at once. Its default 5 s time-out would hold every request's
    // store (and, through the app's closures, its query client) in memory for 5 s: work for the
    // garbage collector on each render. The browser keeps the default.
    timeout: typeof window === 'undefined' ? 0 : undefined,
    whitelist: [
      'cart',
      'config',
      'location',
      'module',
      'searchHistory',
      'session',
      'settings',
      'wishlist',
    ],
  },
  rootReducer,
);

/**
 * A new store per server request (never a module-level singleton on the server) and one for the
 * lifetime of the browser tab.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
