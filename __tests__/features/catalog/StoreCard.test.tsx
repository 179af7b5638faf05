import { render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { providersWrapper } from '../testUtils';
import { StoreCard } from '@/components/catalog/StoreCard';
import { makeStore } from './fixtures';

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: providersWrapper() });

const config = { digit_after_decimal_point: 2 };

describe('StoreCard', () => {
  it('links to the store page with its module, zone and distance', () => {
    render(<StoreCard store={makeStore()} config={config} />);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/store/pharmacie-centrale-du-maarif-casablanca?module_id=3&module_type=pharmacy&store_zone_id=1&distance=1534.2',
    );
  });

  it('trims the name outside food and shows rating, delivery time and distance', () => {
    render(<StoreCard store={makeStore()} config={config} />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('Pharmacie Centrale du Maa...');
    expect(heading).toHaveAttribute('title', 'Pharmacie Centrale du Maarif Casablanca');
    expect(screen.getByRole('img', { name: 'Rated 4.25 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('20-30 min')).toBeInTheDocument();
    expect(screen.getByText('1.53 km')).toBeInTheDocument();
    expect(screen.queryByText('CLOSED NOW')).not.toBeInTheDocument();
  });

  it('keeps food names whole', () => {
    render(
      <StoreCard store={makeStore({ module: { id: 1, module_type: 'food' } })} config={config} />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Pharmacie Centrale du Maarif Casablanca',
    );
  });

  it('shows CLOSED NOW as text when closed or inactive', () => {
    const { rerender } = render(<StoreCard store={makeStore({ open: 0 })} config={config} />);
    expect(screen.getByText('CLOSED NOW')).toBeInTheDocument();
    rerender(<StoreCard store={makeStore({ active: false })} config={config} />);
    expect(screen.getByText('CLOSED NOW')).toBeInTheDocument();
  });

  it('shows 0 km, 1k+ km, or no distance when asked not to', () => {
    const { rerender } = render(<StoreCard store={makeStore({ distance: 0 })} config={config} />);
    expect(screen.getByText('0 km')).toBeInTheDocument();
    rerender(<StoreCard store={makeStore({ distance: 3_818_548 })} config={config} />);
    expect(screen.getByText('1k+ km')).toBeInTheDocument();
    rerender(<StoreCard store={makeStore()} config={config} showDistance={false} />);
    expect(screen.queryByText(/km$/)).not.toBeInTheDocument();
  });

  it('treats the cover and logo as decorative', () => {
    render(<StoreCard store={makeStore()} config={config} />);
    const link = screen.getByRole('link');
    const images = within(link).getAllByRole('presentation');
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(image).toHaveAttribute('alt', '');
  });
});
