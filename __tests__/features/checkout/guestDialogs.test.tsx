import { screen, waitFor, within } from '@testing-library/react';
import AddressFormDialog from '@/features/address/AddressFormDialog';
import GuestContactDialog from '@/features/address/GuestContactDialog';
import { installLocationApi, MAARIF } from '../location/helpers';
import {
  demoProfile,
  fill,
  renderWithProviders,
  resetRouter,
  resetToasts,
  testConfig,
} from '../testUtils';

jest.mock('next/router', () => jest.requireActual('../testUtils').routerModuleMock());
jest.mock('@/lib/i18n/useTranslation', () => jest.requireActual('../testUtils').i18nModuleMock());
jest.mock('react-hot-toast', () => jest.requireActual('../testUtils').toastModuleMock());
jest.mock('@/api/ApiProvider', () => jest.requireActual('../testUtils').apiModuleMock());
jest.mock('@/lib/publicEnv', () => ({ publicEnv: () => ({}), usesBuiltInApi: () => true }));

beforeEach(() => {
  installLocationApi();
  resetRouter({ page: 'cart' }, '/checkout');
  resetToasts();
});

const start = { ...MAARIF, address: 'Maarif, Casablanca, Morocco' };

describe('the address dialog of a guest (the checkout pencil)', () => {
  it('asks for the whole contact, moves the focus to the first invalid field, and saves the phone with its country code', async () => {
    const onSaved = jest.fn();
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <AddressFormDialog open onClose={onClose} start={start} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    const name = within(dialog).getByRole('textbox', { name: /Contact Person Name/ });
    const number = within(dialog).getByRole('textbox', { name: /Contact Person Number/ });
    const email = within(dialog).getByRole('textbox', { name: /Contact Person Email/ });
    // The configured country (MA), its picker enabled by country_picker_status 1.
    const country = within(dialog).getByRole('combobox', { name: 'Country code' });
    expect(country).toHaveValue('MA');
    expect(country).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(number).toHaveAccessibleDescription('Phone Number is required');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(onSaved).not.toHaveBeenCalled();

    await fill(user, name, 'Guest Tester');
    await fill(user, email, 'guest@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription('Phone Number is required');

    await fill(user, number, '0612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        address: 'Maarif, Casablanca, Morocco',
        latitude: MAARIF.lat,
        longitude: MAARIF.lng,
        contact_person_name: 'Guest Tester',
        contact_person_number: '+212612345678',
        contact_person_email: 'guest@example.test',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('starts from the contact this device keeps, the phone as its national part', async () => {
    renderWithProviders(
      <AddressFormDialog
        open
        onClose={jest.fn()}
        start={start}
        guest={{
          contact_person_name: 'Guest Tester',
          contact_person_number: '+212612345678',
          contact_person_email: 'guest@example.test',
          address: 'Maarif, Casablanca, Morocco',
        }}
        onSaved={jest.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    expect(within(dialog).getByRole('textbox', { name: /Contact Person Number/ })).toHaveValue(
      '612345678',
    );
    expect(within(dialog).getByRole('textbox', { name: /Contact Person Email/ })).toHaveValue(
      'guest@example.test',
    );
  });

  it('keeps the country select on the configured country when the picker is off', async () => {
    renderWithProviders(
      <AddressFormDialog open onClose={jest.fn()} start={start} onSaved={jest.fn()} />,
      { config: { ...testConfig, country: 'FR', country_picker_status: 0 } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    const country = within(dialog).getByRole('combobox', { name: 'Country code' });
    expect(country).toHaveValue('FR');
    expect(country).toBeDisabled();
  });

  it('asks a member for no e-mail', async () => {
    renderWithProviders(
      <AddressFormDialog open onClose={jest.fn()} start={start} onSaved={jest.fn()} />,
      { token: 'member-token', profile: demoProfile },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    expect(within(dialog).queryByRole('textbox', { name: /Contact Person Email/ })).toBeNull();
    // The profile's "+212600000001" shows as its national part.
    expect(within(dialog).getByRole('textbox', { name: /Contact Person Number/ })).toHaveValue(
      '600000001',
    );
  });
});

describe('the guest contact dialog', () => {
  it('moves the focus to the first invalid field and keeps the country code', async () => {
    const onSave = jest.fn();
    const { user } = renderWithProviders(
      <GuestContactDialog
        open
        onClose={jest.fn()}
        info={{
          contact_person_name: 'Guest Tester',
          // Saved without its country code by an older version.
          contact_person_number: '612345678',
          contact_person_email: '',
        }}
        onSave={onSave}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contact Info' });
    const email = within(dialog).getByRole('textbox', { name: /Contact Person Email/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Email is required');

    await fill(user, email, 'guest@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        contact_person_name: 'Guest Tester',
        contact_person_number: '+212612345678',
        contact_person_email: 'guest@example.test',
      }),
    );
  });
});
