import { act, screen } from '@testing-library/react';
import type { CartAction } from '@/features/cart/actions';
import CartDrawer from '@/features/cart/CartDrawer';
import { cartLineFromEntry, type CartLine } from '@/domain/cart/lines';
import { cartReplaced } from '@/store/slices/cart';
import { makeItem } from '../catalog/fixtures';
import { renderWithProviders } from '../testUtils';

// The drawer's messages arrive as a chunk in the app: here they are ready at once.
jest.mock('@/features/cart/i18n', () => ({
  ...jest.requireActual('@/features/cart/i18n'),
  useCartMessages: () => true,
}));

/** Each cart action waits until the test settles it, so the drawer can be seen while it runs. */
const pending: { action: CartAction; settle: (done: boolean) => void }[] = [];
const run = jest.fn(
  (action: CartAction) =>
    new Promise<boolean>((resolve) => {
      pending.push({ action, settle: resolve });
    }),
);
jest.mock('@/features/cart/CartActionsProvider', () => ({
  useCartActions: () => run,
}));

function line(quantity: number): CartLine {
  const built = cartLineFromEntry({
    id: 41,
    item_id: 12,
    price: 20,
    quantity,
    item: makeItem({ name: 'Fresh Milk' }),
  });
  if (!built) throw new Error('no line');
  return built;
}

beforeEach(() => {
  run.mockClear();
  pending.length = 0;
});

describe('CartDrawer quantity steppers', () => {
  it('keeps focus on Increase quantity while the change runs, and ignores a second press', async () => {
    const { store, user } = renderWithProviders(<CartDrawer open onClose={() => undefined} />);
    act(() => {
      store.dispatch(cartReplaced([line(1)]));
    });
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });

    await user.click(increase);
    expect(run).toHaveBeenCalledWith({ type: 'quantity', cartItemId: 41, delta: 1 });
    // Marked unavailable, not disabled: a disabled button would lose focus, and the drawer's
    // focus trap would move it to the drawer itself.
    expect(increase).not.toBeDisabled();
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveFocus();

    await user.click(increase);
    expect(run).toHaveBeenCalledTimes(1);

    await act(async () => {
      store.dispatch(cartReplaced([line(2)]));
      pending[0].settle(true);
    });
    // The same button, still focused, usable again.
    expect(screen.getByRole('group', { name: 'Quantity of Fresh Milk' })).toHaveTextContent('2');
    expect(increase).toHaveFocus();
    expect(increase).not.toHaveAttribute('aria-disabled');
    await user.click(increase);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps focus on the minus button when it turns into Remove at quantity 1', async () => {
    const { store, user } = renderWithProviders(<CartDrawer open onClose={() => undefined} />);
    act(() => {
      store.dispatch(cartReplaced([line(2)]));
    });
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity' });
    await user.click(decrease);
    await act(async () => {
      store.dispatch(cartReplaced([line(1)]));
      pending[0].settle(true);
    });
    const remove = screen.getByRole('button', { name: 'Remove Fresh Milk from cart' });
    expect(remove).toBe(decrease);
    expect(remove).toHaveFocus();
  });
});
