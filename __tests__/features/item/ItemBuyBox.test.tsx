import { screen, within } from '@testing-library/react';
import { ItemBuyBox } from '@/features/item/ItemBuyBox';
import { keyboard, pizza } from '../../domain/cart/fixtures';
import { renderWithProviders, resetRouter, resetToasts, toastMock } from '../testUtils';

const run = jest.fn(async () => true);
jest.mock('@/features/cart/CartActionsProvider', () => ({ useCartActions: () => run }));

const noon = new Date('2026-11-21T12:00:00');

beforeEach(() => {
  resetRouter();
  resetToasts();
  run.mockClear();
});

function totalText() {
  return screen.getByText('Total price').parentElement?.textContent ?? '';
}

describe('ItemBuyBox', () => {
  it('shows food option groups with their rules, and prices the chosen options and add-ons', async () => {
    const { user } = renderWithProviders(<ItemBuyBox item={pizza} variant="page" now={noon} />);
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    expect(within(size).getByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Extra toppings' })).toHaveTextContent('Optional');

    await user.click(within(size).getByRole('radio', { name: 'Large' }));
    expect(within(size).getByRole('radio', { name: 'Large' })).toBeChecked();
    // (57 + 20) less 10 %.
    expect(totalText()).toMatch(/69\.30/);

    const garlic = screen.getByRole('checkbox', { name: /Garlic bread/ });
    expect(screen.queryByRole('group', { name: 'Quantity of Garlic bread' })).toBeNull();
    await user.click(garlic);
    const addOnQuantity = screen.getByRole('group', { name: 'Quantity of Garlic bread' });
    await user.click(
      within(addOnQuantity).getByRole('button', { name: 'Increase quantity of Garlic bread' }),
    );
    expect(within(addOnQuantity).getByText('2')).toBeInTheDocument();
    // Add-ons are added after the discount: 69.30 + 2 x 14.50.
    expect(totalText()).toMatch(/98\.30/);
  });

  it('keeps the quantity at one or more, and adds the chosen selection to the cart', async () => {
    const { user } = renderWithProviders(<ItemBuyBox item={pizza} variant="page" now={noon} />);
    const quantity = screen.getByRole('group', { name: 'Quantity' });
    expect(within(quantity).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    expect(within(quantity).getByText('2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Medium' }));

    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'add',
        item: pizza,
        closePopup: false,
        selection: expect.objectContaining({ quantity: 2, food: [['Medium'], []] }),
      }),
    );
  });

  it('makes a single-choice group a radio group: arrow keys move the choice, the chosen one toggles off', async () => {
    const { user } = renderWithProviders(<ItemBuyBox item={pizza} variant="page" now={noon} />);
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    expect(size).toHaveAttribute('aria-required', 'true');
    const small = within(size).getByRole('radio', { name: 'Small' });
    const medium = within(size).getByRole('radio', { name: 'Medium' });
    await user.click(small);
    expect(small).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(medium).toBeChecked();
    expect(small).not.toBeChecked();
    // Clicking the chosen option again clears the group.
    await user.click(medium);
    expect(within(size).queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it('tells why a multi group refuses a fourth topping', async () => {
    const { user } = renderWithProviders(<ItemBuyBox item={pizza} variant="dialog" now={noon} />);
    const toppings = screen.getByRole('group', { name: 'Extra toppings' });
    for (const name of ['Mushrooms', 'Olives', 'Extra cheese', 'Jalapeños']) {
      await user.click(within(toppings).getByRole('checkbox', { name }));
    }
    expect(within(toppings).getByRole('checkbox', { name: 'Jalapeños' })).not.toBeChecked();
    expect(toastMock.error).toHaveBeenCalled();
  });

  it('marks the chosen option as pressed and blocks a sold-out variation', async () => {
    const { user } = renderWithProviders(<ItemBuyBox item={keyboard} variant="page" now={noon} />);
    const color = screen.getByRole('group', { name: 'Color' });
    expect(within(color).getByRole('button', { name: 'Black' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(color).getByRole('button', { name: 'White' }));
    expect(within(color).getByRole('button', { name: 'White' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(color).getByRole('button', { name: 'Black' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      screen.getByText(
        'This variation is out of stock. Choose another variation to proceed further.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});

describe('ItemBuyBox of a closed store', () => {
  const closedStore = { id: 9, name: 'Night Bakery', open: 0, active: true };

  it('shows Closed Now and offers no order when the store takes no scheduled orders', () => {
    const item = { ...pizza, schedule_order: false, store_details: closedStore };
    renderWithProviders(<ItemBuyBox item={item} variant="page" now={noon} />);
    expect(screen.getByText('Closed Now')).toBeInTheDocument();
    expect(screen.getByText('This store is closed now and takes no orders.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('keeps ordering for later when the store takes scheduled orders', () => {
    const item = { ...pizza, schedule_order: true, store_details: closedStore };
    renderWithProviders(<ItemBuyBox item={item} variant="page" now={noon} />);
    expect(screen.getByText('Closed Now')).toBeInTheDocument();
    expect(screen.getByText('Available for schedule order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});
