import { screen, waitFor } from '@testing-library/react';
import { ReviewPromptHost } from '@/features/reviews/ReviewPromptHost';
import { renderWithProviders, resetFakeApi, resetRouter, type FakeApi } from '../testUtils';

type ReviewApi = FakeApi & { review: FakeApi['review'] & { cancelReminder: jest.Mock } };

let api: ReviewApi;
beforeEach(() => {
  api = resetFakeApi() as ReviewApi;
  api.review.cancelReminder = jest.fn().mockResolvedValue(undefined);
  resetRouter({}, '/home');
});

describe('ReviewPromptHost', () => {
  it('asks a guest nothing and does not fetch a reminder', async () => {
    const { container } = renderWithProviders(<ReviewPromptHost />);
    await waitFor(() => expect(api.review.reminder).not.toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for a member without an order to review', async () => {
    api.review.reminder.mockResolvedValue({ order_id: null, images: [] });
    const { container } = renderWithProviders(<ReviewPromptHost />, { token: 'member-token' });
    await waitFor(() => expect(api.review.reminder).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks about the delivered order, and Not now dismisses it for good', async () => {
    api.review.reminder.mockResolvedValue({ order_id: 42, images: [] });
    const { user } = renderWithProviders(<ReviewPromptHost />, { token: 'member-token' });
    const dialog = await screen.findByRole('dialog', { name: 'How was your order?' });
    expect(dialog).toHaveTextContent('Your order #42 was delivered.');
    expect(screen.getByRole('link', { name: 'Rate and review' })).toHaveAttribute(
      'href',
      '/rate-and-review/42',
    );
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.review.cancelReminder).toHaveBeenCalledWith(42);
  });
});
