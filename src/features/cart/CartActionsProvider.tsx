import dynamic from 'next/dynamic';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { CartAction } from './actions';

// The cart mutation code, its dialogs and the item popup load on the first action only: the
// cards and buy boxes that start actions stay cheap.
const CartActionsRunner = dynamic(() => import('./CartActionsRunner'), { ssr: false });

export interface QueuedAction {
  id: number;
  action: CartAction;
  resolve: (done: boolean) => void;
}

type Run = (action: CartAction) => Promise<boolean>;

const CartActionsContext = createContext<Run>(() => Promise.resolve(false));

/**
 * Queues cart actions (add, update, quantity, remove, item popup, Buy Now) for one lazily loaded
 * runner, one after the other, so quick taps on a stepper never race each other. Each action
 * resolves true when it went through.
 */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedAction[]>([]);
  const [loaded, setLoaded] = useState(false);
  const nextId = useRef(1);
  const run = useCallback<Run>(
    (action) =>
      new Promise<boolean>((resolve) => {
        setLoaded(true);
        const id = nextId.current;
        nextId.current += 1;
        setQueue((current) => [...current, { id, action, resolve }]);
      }),
    [],
  );
  const finish = useCallback((id: number) => {
    setQueue((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const value = useMemo(() => run, [run]);
  return (
    <CartActionsContext.Provider value={value}>
      {children}
      {loaded ? <CartActionsRunner queue={queue} finish={finish} /> : null}
    </CartActionsContext.Provider>
  );
}

/** Starts a cart action; see `CartAction`. */
export function useCartActions(): Run {
  return useContext(CartActionsContext);
}
