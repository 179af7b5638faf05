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
  type Persistor,
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
 * redux-persist writes a change on a timer, one task later; a reload or a link followed right after
 * a tap (the theme switched, an item added) would leave before that task runs and lose the change.
 * Its flush writes to local storage synchronously, so the page writes what is pending as it goes
 * (`pagehide`) or is hidden (a phone may discard a hidden tab without another event).
 */
function flushWhenLeaving(persistor: Persistor): void {
  const flush = () => void persistor.flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

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
  if (typeof window !== 'undefined') flushWhenLeaving(persistor);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
