import { act, screen } from '@testing-library/react';
import type { Store } from '@/api/catalogTypes';
import { PrescriptionOrderEntry } from '@/features/store/PrescriptionOrderEntry';
import { locationSet } from '@/store/slices/location';
import { mockRouter, renderWithProviders, resetRouter, testConfig } from '../testUtils';

// The location picker is tested on its own: here a stand-in reports a picked location.
jest.mock('@/features/location/InsertLocationDialog', () => ({
  __esModule: true,
  default: ({ open, onPicked }: { open: boolean; onPicked?: (location: unknown) => void }) =>
    open ? (
      <div role="dialog" aria-label="Insert delivery location">
        <button type="button" onClick={() => onPicked?.({})}>
          Pick
        </button>
      </div>
    ) : null,
}));

const pharmacy: Store = {
  id: 10,
  name: 'Pharmacie Centrale Casablanca',
  prescription_order: true,
  module: { id: 3, module_type: 'pharmacy' },
};
const config = { ...testConfig, prescription_order_status: true, guest_checkout_status: 1 };
const href = '/checkout?page=prescription&store_id=10';
const casablanca = {
  address: 'Maarif, Casablanca',
  latitude: 33.5731,
  longitude: -7.5898,
  zoneIds: '[1]',
};

beforeEach(() => resetRouter());

/** Renders the entry for a visitor with a stored location and taps it. */
async function tapWithLocation(options: Parameters<typeof renderWithProviders>[1]) {
  const { user, store } = renderWithProviders(<PrescriptionOrderEntry store={pharmacy} />, options);
  act(() => {
    store.dispatch(locationSet(casablanca));
  });
  await user.click(screen.getByRole('button', { name: 'Order with prescription' }));
  return user;
}

describe('Order with prescription', () => {
  it('is shown only for a pharmacy that takes prescriptions, with the feature on', () => {
    const { unmount } = renderWithProviders(<PrescriptionOrderEntry store={pharmacy} />, {
      config,
    });
    expect(screen.getByRole('button', { name: 'Order with prescription' })).toBeInTheDocument();
    unmount();
    const off = renderWithProviders(<PrescriptionOrderEntry store={pharmacy} />, {
      config: { ...config, prescription_order_status: false },
    });
    expect(off.container).toBeEmptyDOMElement();
    off.unmount();
    const other = renderWithProviders(
      <PrescriptionOrderEntry store={{ ...pharmacy, prescription_order: false }} />,
      { config },
    );
    expect(other.container).toBeEmptyDOMElement();
  });

  it('takes a member with a location straight to the prescription checkout', async () => {
    await tapWithLocation({
      config,
      token: 'member-token',
    });
    expect(mockRouter.push).toHaveBeenCalledWith(href);
  });

  it('asks for a delivery location first, then goes on', async () => {
    const { user } = renderWithProviders(<PrescriptionOrderEntry store={pharmacy} />, {
      config,
      token: 'member-token',
    });
    await user.click(screen.getByRole('button', { name: 'Order with prescription' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Insert delivery location' });
    await user.click(dialog.querySelector('button') as HTMLButtonElement);
    expect(mockRouter.push).toHaveBeenCalledWith(href);
  });

  it('offers a guest login or guest checkout when guest checkout is on', async () => {
    const user = await tapWithLocation({
      config,
    });
    await screen.findByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
    expect(mockRouter.push).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Guest' }));
    expect(mockRouter.push).toHaveBeenCalledWith(href);
  });

  it('sends a guest who picks Login to sign-in and back to the prescription checkout', async () => {
    const user = await tapWithLocation({
      config,
    });
    await screen.findByRole('dialog', { name: 'Do you want to login or continue as a guest?' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(mockRouter.push).toHaveBeenCalledWith(`/auth/sign-in?from=${encodeURIComponent(href)}`);
  });

  it('sends a guest to sign-in when guest checkout is off', async () => {
    await tapWithLocation({
      config: { ...config, guest_checkout_status: 0 },
    });
    expect(mockRouter.push).toHaveBeenCalledWith(`/auth/sign-in?from=${encodeURIComponent(href)}`);
  });
});
