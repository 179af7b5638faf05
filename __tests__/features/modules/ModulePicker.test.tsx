import { act, screen, waitFor, within } from '@testing-library/react';
import ModulePickerDialog from '@/features/modules/ModulePickerDialog';
import { ModulePicker } from '@/features/modules/ModulePicker';
import { locationSet } from '@/store/slices/location';
import { moduleSelected } from '@/store/slices/module';
import { FOOD, GROCERY, installLocationApi, PHARMACY, type LocationApi } from '../location/helpers';
import { mockRouter, renderWithProviders, resetRouter, resetToasts, toastMock } from '../testUtils';

let api: LocationApi;
beforeEach(() => {
  api = installLocationApi();
  resetRouter();
  resetToasts();
});

function renderWithZone(ui: React.ReactElement, zoneIds: string | null = '[1]') {
  const view = renderWithProviders(ui);
  if (zoneIds) {
    act(() => {
      view.store.dispatch(
        locationSet({ address: 'Maarif', latitude: 33.58, longitude: -7.63, zoneIds }),
      );
    });
  }
  return view;
}

describe('ModulePicker', () => {
  it('waits for a stored zone before loading modules', () => {
    renderWithZone(<ModulePicker />, null);
    expect(api.config.modules).not.toHaveBeenCalled();
  });

  it('shows a grid of real buttons; choosing one selects it and goes to /home', async () => {
    const { user, store } = renderWithZone(<ModulePicker autoSelectSingle />);
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Food', 'Grocery', 'Pharmacy']);
    for (const button of buttons) expect(button).toHaveAttribute('aria-pressed', 'false');

    // Keyboard: Tab to the second module and press Enter.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Grocery' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(store.getState().module.selected).toEqual(GROCERY);
    expect(toastMock.success).toHaveBeenCalledWith('A Module has been selected', expect.anything());
    expect(mockRouter.push).toHaveBeenCalledWith('/home');
  });

  it('presses the previously selected module', async () => {
    const { store } = renderWithZone(<ModulePicker />);
    act(() => {
      store.dispatch(moduleSelected(PHARMACY));
    });
    expect(await screen.findByRole('button', { name: 'Pharmacy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('selects the only module at once when asked to', async () => {
    api.config.modules.mockResolvedValue([FOOD]);
    const onSelected = jest.fn();
    const { store } = renderWithZone(<ModulePicker autoSelectSingle onSelected={onSelected} />);
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/home'));
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
    expect(store.getState().module.selected).toEqual(FOOD);
    expect(onSelected).toHaveBeenCalledWith(FOOD);
  });

  it('shows the only module as a choice when not asked to select it', async () => {
    api.config.modules.mockResolvedValue([FOOD]);
    renderWithZone(<ModulePicker />);
    expect(await screen.findByRole('button', { name: 'Food' })).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('shows the empty state without modules', async () => {
    api.config.modules.mockResolvedValue([]);
    renderWithZone(<ModulePicker autoSelectSingle />);
    expect(await screen.findByText('No module found')).toBeInTheDocument();
    expect(
      screen.getByText('Contact with the site owner to activate modules.'),
    ).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('offers a retry when the modules cannot be loaded', async () => {
    api.config.modules.mockRejectedValueOnce(new Error('down'));
    const { user } = renderWithZone(<ModulePicker />);
    expect(await screen.findByText('Could not load the modules.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Grocery' })).toBeInTheDocument();
  });
});

describe('ModulePickerDialog', () => {
  it('is titled, has the spec subtitle, and closes after a choice', async () => {
    const onClose = jest.fn();
    const { user } = renderWithZone(<ModulePickerDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select Module' });
    expect(dialog).toHaveAccessibleDescription('Select a type of module for your orders');
    await user.click(await within(dialog).findByRole('button', { name: 'Food' }));
    expect(onClose).toHaveBeenCalled();
    expect(mockRouter.push).toHaveBeenCalledWith('/home');
  });

  it('has a labelled close button', async () => {
    const onClose = jest.fn();
    const { user } = renderWithZone(<ModulePickerDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select Module' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says a module must be selected when closed without one, and only then', async () => {
    const onClose = jest.fn();
    const { user, store } = renderWithZone(<ModulePickerDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select Module' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(toastMock.error).toHaveBeenCalledWith('A module must be selected to continue', {
      id: 'A module must be selected to continue',
    });
    toastMock.error.mockClear();
    act(() => {
      store.dispatch(moduleSelected({ id: 1, module_name: 'Food', module_type: 'food' }));
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});
