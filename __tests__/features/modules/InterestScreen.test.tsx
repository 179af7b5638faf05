import { screen, waitFor, within } from '@testing-library/react';
import type { Api } from '@/api/client';
import type { Category } from '@/api/catalogTypes';
import { ApiError } from '@/api/errors';
import { InterestScreen } from '@/features/modules/InterestScreen';
import {
  apiRef,
  mockRouter,
  renderWithProviders,
  resetRouter,
  resetToasts,
  toastMock,
} from '../testUtils';

const CATEGORIES: Category[] = [
  { id: 11, name: 'Pizza', image_full_url: '/demo/pizza.png' },
  { id: 12, name: 'Burgers' },
  { id: 13, name: 'Sushi' },
];

let updateInterest: jest.Mock;
beforeEach(() => {
  resetRouter({}, '/interest');
  resetToasts();
  updateInterest = jest.fn(async (_ids: number[]) => ({ message: 'Interests updated' }));
  apiRef.current = {
    config: { get: jest.fn() },
    customer: { updateInterest, info: jest.fn() },
  } as unknown as Api;
});

function renderScreen(token: string | null = 'member-token') {
  return renderWithProviders(<InterestScreen categories={CATEGORIES} />, { token });
}

describe('InterestScreen (R-MOD-4)', () => {
  it('lists the categories as toggle buttons under its heading', async () => {
    const { user } = renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your interests' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Choose your interests' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Pizza', 'Burgers', 'Sushi']);
    for (const button of buttons) expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Burgers' }));
    expect(screen.getByRole('button', { name: 'Burgers' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Burgers' }));
    expect(screen.getByRole('button', { name: 'Burgers' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('saves the chosen categories, then goes on to /home', async () => {
    const { user } = renderScreen();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pizza' }));
    await user.click(screen.getByRole('button', { name: 'Sushi' }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(updateInterest).toHaveBeenCalledWith([11, 13]);
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/home'));
    expect(toastMock.success).toHaveBeenCalledWith('Interests updated', undefined);
  });

  it("shows the server's message when saving fails and stays", async () => {
    updateInterest.mockRejectedValueOnce(
      new ApiError(403, [{ code: 'interest', message: 'Not allowed' }]),
    );
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Pizza' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Not allowed', undefined));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('offers Skip, a link to /home', () => {
    renderScreen();
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '/home');
  });

  it('sends a guest on to /home', async () => {
    renderScreen(null);
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/home'));
  });
});
