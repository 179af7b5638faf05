import { screen, within } from '@testing-library/react';
import { ItemBuyBox } from '@/features/item/ItemBuyBox';
import { keyboard, pizza } from '../../domain/cart/fixtures';
import { renderWithProviders, resetRouter, resetToasts, toastMock } from '../testUtils';

jest.mock('next/router', () => jest.requireActual('../testUtils').routerModuleMock());
jest.mock('@/lib/i18n/useTranslation', () => jest.requireActual('../testUtils').i18nModuleMock());
jest.mock('react-hot-toast', () => jest.requireActual('../testUtils').toastModuleMock());
jest.mock('@/api/ApiProvider', () => jest.requireActual('../testUtils').apiModuleMock());

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
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(size).getByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Extra toppings' })).toHaveTextContent('Optional');

    await user.click(within(size).getByRole('checkbox', { name: 'Large' }));
    expect(within(size).getByRole('checkbox', { name: 'Large' })).toBeChecked();
    // (57 + 20) less 10 %.
    expect(totalText()).toMatch(/69\.30/);

    const garlic = screen.getByRole('checkbox', { name: /Garlic bread/ });
    expect(screen.queryByRole('group', { name: 'Quantity of Garlic bread' })).toBeNull();
    await user.click(garlic);
    const addOnQuantity = screen.getByRole('group', { name: 'Quantity of Garlic bread' });
    await user.click(within(addOnQuantity).getByRole('button', { name: 'Increase quantity' }));
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
    await user.click(screen.getByRole('checkbox', { name: 'Medium' }));

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
