import { screen, waitFor, within } from '@testing-library/react';
import { InsertLocationDialog } from '@/features/location/InsertLocationDialog';
import { renderWithProviders, resetRouter, resetToasts } from '../testUtils';
import { installLocationApi } from './helpers';

jest.mock('@/lib/publicEnv', () => ({ publicEnv: () => ({}), usesBuiltInApi: () => true }));

beforeEach(() => {
  installLocationApi();
  resetRouter();
  resetToasts();
});

describe('InsertLocationDialog', () => {
  it('asks for a location and closes on Cancel', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<InsertLocationDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Insert delivery location' });
    expect(within(dialog).getByRole('button', { name: 'Pick from Map' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('"Pick from Map" opens the picker; a picked location closes both, without a module step', async () => {
    const onClose = jest.fn();
    const onPicked = jest.fn();
    const { user, store } = renderWithProviders(
      <InsertLocationDialog open onClose={onClose} onPicked={onPicked} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Pick from Map' }));
    const picker = await screen.findByRole('dialog', { name: 'Pick Location' });
    expect(
      screen.queryByRole('dialog', { name: 'Insert delivery location' }),
    ).not.toBeInTheDocument();

    const confirm = within(picker).getByRole('button', { name: 'Pick Locations' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(store.getState().location.zoneIds).toBe('[1]');
    expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ zoneIds: '[1]' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Select Module' })).not.toBeInTheDocument();
  });

  it('closing the picker without a location comes back to the dialog', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<InsertLocationDialog open onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Pick from Map' }));
    const picker = await screen.findByRole('dialog', { name: 'Pick Location' });
    await user.click(within(picker).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByRole('dialog', { name: 'Insert delivery location' }),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
