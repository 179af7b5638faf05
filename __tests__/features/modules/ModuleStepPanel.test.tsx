import { act, screen, within } from '@testing-library/react';
import ModuleStepPanel from '@/features/modules/ModuleStepPanel';
import { locationSet } from '@/store/slices/location';
import { installLocationApi } from '../location/helpers';
import { renderWithProviders, resetRouter, resetToasts } from '../testUtils';

beforeEach(() => {
  installLocationApi();
  resetRouter();
  resetToasts();
});

function renderPanel(props: { focusKey?: number } = {}) {
  const view = renderWithProviders(<ModuleStepPanel {...props} />);
  act(() => {
    view.store.dispatch(
      locationSet({
        address: 'Maarif, Casablanca',
        latitude: 33.58,
        longitude: -7.63,
        zoneIds: '[1]',
      }),
    );
  });
  return view;
}

describe('ModuleStepPanel (R-MOD-2)', () => {
  it('shows the stored address and the module grid under its heading', async () => {
    renderPanel();
    const step = screen.getByRole('region', { name: 'Select a type of module for your orders' });
    expect(
      within(step)
        .getByText(/Delivering to/)
        .closest('p'),
    ).toHaveTextContent('Delivering to: Maarif, Casablanca');
    expect(
      within(step).getByRole('heading', {
        level: 2,
        name: 'Select a type of module for your orders',
      }),
    ).toBeVisible();
    const grid = await within(step).findByRole('list', {
      name: 'Select a type of module for your orders',
    });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Food', 'Grocery', 'Pharmacy']);
  });

  it('moves focus to its heading when a new location was just set', () => {
    renderPanel({ focusKey: 1 });
    expect(
      screen.getByRole('heading', { name: 'Select a type of module for your orders' }),
    ).toHaveFocus();
  });

  it('leaves focus alone on a stored location', () => {
    renderPanel();
    expect(
      screen.getByRole('heading', { name: 'Select a type of module for your orders' }),
    ).not.toHaveFocus();
  });
});
