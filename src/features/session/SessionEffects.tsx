import { useEffect } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { Config } from '@/api/types';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { configLoaded } from '@/store/slices/config';
import { guestIdReceived } from '@/store/slices/session';
import { mirrorState } from '@/store/mirror';
import type { RootState } from '@/store';
import { replayEarlyClicks } from '@/lib/client/earlyClicks';
import { readPushToken } from '@/lib/client/pushToken';
import { whenIdle } from '@/lib/client/whenIdle';

/**
 * Background work of the shell once the persisted state is back: replay the taps held before the
 * app listened, mirror the spec's storage keys and cookies, remember the configuration, and get a
 * guest id when none is stored.
 */
export function SessionEffects({
  bootstrapped,
  config,
}: {
  bootstrapped: boolean;
  config: Config | null;
}) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const api = useApi();
  const guestId = useAppSelector((state) => state.session.guestId);

  useEffect(() => {
    if (!bootstrapped) return;
    let previous: RootState | undefined;
    const sync = () => {
      const next = store.getState();
      mirrorState(previous, next);
      previous = next;
    };
    // The first pass reads every stored key and cookie: in a task of its own, after hydration.
    const cancel = whenIdle(() => {
      if (!previous) sync();
    });
    const unsubscribe = store.subscribe(sync);
    return () => {
      cancel();
      unsubscribe();
    };
  }, [bootstrapped, store]);

  // Taps held before React listened (the saved state is back, so a toggle is not undone by it).
  useEffect(() => {
    if (!bootstrapped) return;
    // In a task of its own: React hydrates a part on a tap only outside its own work.
    const timer = setTimeout(replayEarlyClicks, 0);
    return () => clearTimeout(timer);
  }, [bootstrapped]);

  useEffect(() => {
    if (config) dispatch(configLoaded(config));
  }, [config, dispatch]);

  useEffect(() => {
    if (!bootstrapped || guestId) return;
    let cancelled = false;
    api.auth
      .requestGuestId(readPushToken())
      .then((id) => {
        if (!cancelled) dispatch(guestIdReceived(id));
      })
      // The spec: a guest-id failure is only logged.
      .catch((error: unknown) => console.warn('Could not get a guest id:', error));
    return () => {
      cancelled = true;
    };
  }, [api, bootstrapped, dispatch, guestId]);

  return null;
}
