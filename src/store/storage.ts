import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { Storage } from 'redux-persist';

/** The server has no local storage: a storage that stores nothing keeps SSR deterministic. */
const noopStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

export const persistStorage: Storage =
  typeof window === 'undefined' ? noopStorage : createWebStorage('local');
