import { screen } from '@testing-library/react';
import { DeliveryAddresses } from '@/features/address/DeliveryAddresses';
import { renderWithProviders, resetRouter } from '../testUtils';

jest.mock('next/router', () => jest.requireActual('../testUtils').routerModuleMock());
jest.mock('@/lib/i18n/useTranslation', () => jest.requireActual('../testUtils').i18nModuleMock());
jest.mock('@/api/ApiProvider', () => jest.requireActual('../testUtils').apiModuleMock());

const current = {
  id: null,
  address: 'Maarif, Casablanca',
  address_type: 'other',
  latitude: 33.58,
  longitude: -7.63,
  zone_ids: [1],
};

function renderCard(props: Partial<Parameters<typeof DeliveryAddresses>[0]> = {}) {
  return renderWithProviders(
    <DeliveryAddresses
      orderType="delivery"
      signedIn={false}
      storeZoneId={1}
      current={current}
      saved={[]}
      savedLoading={false}
      selected={current}
      onSelect={jest.fn()}
      guest={null}
      onGuestSave={jest.fn()}
      actionId="checkout-address-action"
      {...props}
    />,
  );
}

beforeEach(() => resetRouter({ page: 'cart' }, '/checkout'));

describe('the guest card’s problems', () => {
  it('shows the contact problem once, as the pencil’s description', () => {
    renderCard({ problems: { contact: true } });
    expect(screen.getAllByText('Please enter your contact info')).toHaveLength(1);
    const pencil = screen.getByRole('button', { name: 'Edit address' });
    expect(pencil).toHaveAttribute('id', 'checkout-address-action');
    expect(pencil).toHaveAccessibleDescription('Please enter your contact info');
  });

  it('names an incomplete stored contact (no e-mail) and the missing address', () => {
    renderCard({
      selected: null,
      current: null,
      guest: {
        contact_person_name: 'Guest Tester',
        contact_person_number: '+212612345678',
        contact_person_email: '',
      },
      problems: { contact: true, address: true },
    });
    expect(screen.getByText('Guest Tester')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit address' })).toHaveAccessibleDescription(
      'Please enter your contact info Please add your delivery address',
    );
  });

  it('describes nothing before Place Order', () => {
    renderCard();
    expect(screen.getByText('Please enter your contact info')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit address' })).not.toHaveAccessibleDescription();
  });
});
