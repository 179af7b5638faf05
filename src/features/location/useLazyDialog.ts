import { useCallback, useState } from 'react';

/**
 * State for a lazily loaded dialog: nothing is loaded before the first `show()`; each opening gets
 * a fresh `session` (use it as the dialog's key so it starts clean) and closing keeps it mounted
 * for the exit transition and focus return.
 */
export function useLazyDialog() {
  const [state, setState] = useState({ used: false, open: false, session: 0 });
  const show = useCallback(
    () => setState((current) => ({ used: true, open: true, session: current.session + 1 })),
    [],
  );
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, hide };
}
