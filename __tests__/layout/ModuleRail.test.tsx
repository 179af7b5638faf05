import { act, screen, within } from '@testing-library/react';
import ModuleRail from '@/layout/ModuleRail';
import { locationSet } from '@/store/slices/location';
import { moduleSelected } from '@/store/slices/module';
import { FOOD, GROCERY, installLocationApi, type LocationApi } from '../features/location/helpers';
import {
  mockRouter,
  renderWithProviders,
  resetRouter,
  resetToasts,
  toastMock,
} from '../features/testUtils';

let api: LocationApi;
beforeEach(() => {
  api = installLocationApi();
  resetRouter({}, '/home');
  resetToasts();
});

function renderRail() {
  const view = renderWithProviders(<ModuleRail />);
  act(() => {
    view.store.dispatch(
      locationSet({ address: 'Maarif', latitude: 33.58, longitude: -7.63, zoneIds: '[1]' }),
    );
    view.store.dispatch(moduleSelected(GROCERY));
  });
  return view;
}

describe('ModuleRail (R-SHELL-8)', () => {
  it('lists the zone modules, the current one marked as the page', async () => {
    renderRail();
    const rail = await screen.findByRole('navigation', { name: 'Modules' });
    const buttons = await within(rail).findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Food', 'Grocery', 'Pharmacy']);
    expect(within(rail).getByRole('button', { name: 'Grocery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(rail).getByRole('button', { name: 'Food' })).not.toHaveAttribute('aria-current');
  });

  it('selects another module; the current one does nothing', async () => {
    const { user, store } = renderRail();
    const rail = await screen.findByRole('navigation', { name: 'Modules' });
    await user.click(await within(rail).findByRole('button', { name: 'Grocery' }));
    expect(toastMock.success).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();

    await user.click(within(rail).getByRole('button', { name: 'Food' }));
    expect(store.getState().module.selected).toEqual(FOOD);
    expect(toastMock.success).toHaveBeenCalledWith('A Module has been selected', expect.anything());
    expect(mockRouter.push).toHaveBeenCalledWith('/home');
  });

  it('is not shown with fewer than two modules', async () => {
    api.config.modules.mockResolvedValue([FOOD]);
    renderRail();
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.config.modules).toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
