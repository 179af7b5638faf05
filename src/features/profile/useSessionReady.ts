import { useAppSelector } from '@/store/hooks';

/**
 * True once redux-persist has restored the stored session. Until then (and during server
 * rendering) a signed-in customer would look like a guest, so member pages wait for it.
 */
export function useSessionReady(): boolean {
  return useAppSelector(
    // The persisted root reducer adds `_persist`; RootState describes the inner reducer only.
    (state) => (state as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated ?? true,
  );
}
