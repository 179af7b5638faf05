import { screen, waitFor, within } from '@testing-library/react';
import type { Api } from '@/api/client';
import { RateReviewScreen } from '@/features/reviews/RateReviewScreen';
import { apiRef, fill, renderWithProviders, resetRouter, resetToasts } from '../testUtils';

jest.mock('@/lib/toast', () => ({
  __esModule: true,
  default: jest.requireActual('../testUtils').toastMock,
}));

const ORDER = {
  id: 100042,
  order_amount: 78,
  order_status: 'delivered',
  order_type: 'delivery',
  delivered: '2024-05-03 14:10:00',
  store: { id: 1, name: 'Casa Pizza' },
  delivery_man: { id: 3, f_name: 'Youssef', l_name: 'Amrani', image_full_url: null },
};

const LINES = [
  {
    id: 1,
    order_id: 100042,
    item_id: 15,
    price: 39,
    quantity: 2,
    item_details: { id: 15, name: 'Margherita', image_full_url: null },
  },
];

beforeEach(() => {
  resetRouter({}, '/rate-and-review/[orderId]');
  resetToasts();
});

describe('RateReviewScreen', () => {
  it('asks guests to sign in', async () => {
    renderWithProviders(<RateReviewScreen orderId={100042} />);
    expect(await screen.findByText('Sign in to rate your order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth/sign-in?from=${encodeURIComponent('/rate-and-review/100042')}`,
    );
  });

  it('rates an item with the stars and sends it', async () => {
    const submitItem = jest.fn(async () => ({}));
    apiRef.current = {
      order: {
        track: jest.fn(async () => ORDER),
        details: jest.fn(async () => ({ lines: LINES, order: null })),
      },
      review: { submitItem, submitDeliveryMan: jest.fn() },
    } as unknown as Api;
    const { user } = renderWithProviders(<RateReviewScreen orderId={100042} />, {
      token: 'member-token',
    });
    await screen.findByRole('heading', { level: 1, name: 'Rate and review' });
    const submit = () => user.click(screen.getByRole('button', { name: 'Submit review' }));

    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Rate at least one item or the delivery person',
    );
    const item = screen.getByRole('region', { name: 'Margherita' });
    await fill(user, within(item).getByRole('textbox', { name: 'Comment (optional)' }), 'Nice');
    await submit();
    // The rating group says what is missing; the legend names the item.
    const stars = within(item).getByRole('group', { name: /^Your rating ?: Margherita$/ });
    expect(stars).toHaveAccessibleDescription('Please give a rating');
    // The delivery person has a rating group of their own.
    expect(
      screen.getByRole('group', { name: /^Your rating ?: Youssef Amrani$/ }),
    ).toBeInTheDocument();

    await user.click(within(stars).getByRole('radio', { name: '5 of 5 stars' }));
    expect(within(stars).getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
    await submit();
    await waitFor(() => expect(within(item).getByText('Review sent')).toBeInTheDocument());
    expect(submitItem).toHaveBeenCalledWith({
      itemId: 15,
      orderId: 100042,
      rating: 5,
      comment: 'Nice',
      attachments: [],
    });
    expect(within(stars).getByRole('radio', { name: '5 of 5 stars' })).toBeDisabled();
  });
});
