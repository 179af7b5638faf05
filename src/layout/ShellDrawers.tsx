import dynamic from 'next/dynamic';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { CartActionsProvider } from '@/features/cart/CartActionsProvider';

// Drawers are not needed for the first paint: load them when first opened.
const CartDrawer = dynamic(() => import('@/features/cart/CartDrawer'), { ssr: false });
const WishlistDrawer = dynamic(() => import('@/features/wishlist/WishlistDrawer'), { ssr: false });
// Renders nothing: its cart-line rules need not weigh on the first load.
const CartSync = dynamic(() => import('@/features/cart/CartSync').then((m) => m.CartSync), {
  ssr: false,
});

type DrawerName = 'cart' | 'wishlist' | null;

const ShellDrawersContext = createContext<{ open: (name: Exclude<DrawerName, null>) => void }>({
  open: () => undefined,
});

/** Owns the cart and wishlist drawers so any control (header, mobile menu, later a card) opens them. */
export function ShellDrawersProvider({ children }: { children: ReactNode }) {
  const [openDrawer, setOpenDrawer] = useState<DrawerName>(null);
  const value = useMemo(
    () => ({ open: (name: Exclude<DrawerName, null>) => setOpenDrawer(name) }),
    [],
  );
  const close = () => setOpenDrawer(null);
  return (
    <ShellDrawersContext.Provider value={value}>
      <CartActionsProvider>
        <CartSync />
        {children}
        {openDrawer === 'cart' ? <CartDrawer open onClose={close} /> : null}
        {openDrawer === 'wishlist' ? <WishlistDrawer open onClose={close} /> : null}
      </CartActionsProvider>
    </ShellDrawersContext.Provider>
  );
}

export function useShellDrawers() {
  return useContext(ShellDrawersContext);
}
