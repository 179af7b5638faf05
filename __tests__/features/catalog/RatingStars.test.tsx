import { render, screen } from '@testing-library/react';
import { RatingStars } from '@/components/catalog/RatingStars';

describe('RatingStars', () => {
  it('has one accessible label with the rating', () => {
    render(<RatingStars value={4.5} digits={1} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('shows the rating with the configured decimals and the count', () => {
    const { container } = render(<RatingStars value={4.456} count={124} digits={2} />);
    expect(screen.getByRole('img', { name: 'Rated 4.46 out of 5' })).toBeInTheDocument();
    expect(container).toHaveTextContent('4.46');
    expect(container).toHaveTextContent('(124)');
    expect(screen.getByText('124 ratings')).toBeInTheDocument();
  });

  it('fills the stars to the rating', () => {
    const { unmount } = render(<RatingStars value={3.5} digits={1} />);
    const fill = (name: string) =>
      screen.getByRole('img', { name }).querySelector<HTMLElement>('[aria-hidden]');
    expect(fill('Rated 3.5 out of 5')?.style.width).toBe('70%');
    unmount();
    render(<RatingStars value={7} digits={1} />);
    expect(fill('Rated 5.0 out of 5')?.style.width).toBe('100%');
  });

  it('can hide the number and has no count without one', () => {
    const { container } = render(<RatingStars value={null} digits={1} showValue={false} />);
    expect(screen.getByRole('img', { name: 'Rated 0.0 out of 5' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('(');
  });
});
