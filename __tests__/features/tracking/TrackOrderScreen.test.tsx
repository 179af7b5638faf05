import { screen, within } from '@testing-library/react';
import type { Api } from '@/api/client';
import { TrackOrderScreen } from '@/features/tracking/TrackOrderScreen';
import { apiRef, renderWithProviders, resetRouter, resetToasts } from '../testUtils';

jest.mock('@/lib/toast', () => ({
  __esModule: true,
  default: jest.requireActual('../testUtils').toastMock,
}));

const ORDER = {
  id: 100042,
  order_amount: 78,
  order_status: 'picked_up',
  order_type: 'delivery',
  pending: '2024-05-03 09:05:00',
  confirmed: '2024-05-03 09:30:00',
  picked_up: '2024-05-03 13:45:00',
  otp: '4321',
  store: { id: 1, name: 'Casa Pizza', address: 'Maarif', latitude: '33.5', longitude: '-7.6' },
  delivery_man: {
    id: 3,
    f_name: 'Youssef',
    l_name: 'Amrani',
    phone: '212600000003',
    avg_rating: 4.5,
    image_full_url: null,
    lat: '33.5',
    lng: '-7.6',
  },
};

function useFakeTrack() {
  const track = jest.fn(async () => ORDER);
  apiRef.current = { order: { track } } as unknown as Api;
  return track;
}

beforeEach(() => resetToasts());

describe('TrackOrderScreen', () => {
  it('asks a guest for the order id and the phone number, in words beside each field', async () => {
    resetRouter({}, '/track-order');
    const track = useFakeTrack();
    const { user } = renderWithProviders(<TrackOrderScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Track order' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Track order' });
    await user.click(within(form).getByRole('button', { name: 'Track' }));
    const orderId = within(form).getByRole('textbox', { name: 'Order ID' });
    expect(orderId).toHaveAttribute('aria-invalid', 'true');
    expect(orderId).toHaveAccessibleDescription('Need a order id');
    expect(within(form).getByText('Need a contact number')).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });

  it('shows a member the tracking view of the order in the link', async () => {
    resetRouter({ order_id: '100042' }, '/track-order');
    const track = useFakeTrack();
    const { user } = renderWithProviders(<TrackOrderScreen />, { token: 'member-token' });
    const form = screen.getByRole('form', { name: 'Track order' });
    expect(within(form).getByRole('textbox', { name: 'Order ID' })).toHaveValue('100042');
    await user.click(within(form).getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #100042' })).toBeVisible();
    expect(track).toHaveBeenCalledWith(100042, undefined, { silent: true });
    const steps = screen.getByRole('list', { name: 'Order progress' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Call Youssef Amrani' })).toHaveAttribute(
      'href',
      'tel:+212600000003',
    );
    expect(screen.getByText('4321')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track on map' })).toBeInTheDocument();
    // The sign-in hint is for guests only.
    expect(screen.queryByRole('link', { name: 'Sign in to see all your orders' })).toBeNull();
  });
});
