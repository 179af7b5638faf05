import { screen, within } from '@testing-library/react';
import type { Brand } from '@/api/catalogTypes';
import { AllBrandsScreen } from '@/features/home/AllBrandsScreen';
import HomeBrands from '@/features/home/sections/HomeBrands';
import { renderWithProviders } from '../testUtils';

const brands: Brand[] = [
  { id: 1, name: 'Bimo', image_full_url: null, items_count: 4 },
  { id: 2, name: 'Aicha', image_full_url: null, items_count: 2 },
  { id: 3, name: 'Centrale', image_full_url: null },
];

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => within(link).getByText(/^[A-Z]\w+$/).textContent);

describe('/all-brands (R-HOME-15)', () => {
  it('lists every brand as a link to its listing, with its item count', () => {
    renderWithProviders(<AllBrandsScreen brands={brands} moduleId={5} />);
    expect(screen.getByRole('heading', { level: 1, name: 'All Brands' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'All Brands' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const bimo = within(list).getByRole('link', { name: /Bimo/ });
    expect(bimo.getAttribute('href')).toMatch(/^\/home\?brand_id=1&module_id=5&/);
    expect(within(bimo).getByText('4 items')).toBeInTheDocument();
  });

  it('sorts by the Sort by select: default order, A to Z, Z to A', async () => {
    const { user } = renderWithProviders(<AllBrandsScreen brands={brands} moduleId={5} />);
    const list = screen.getByRole('list', { name: 'All Brands' });
    expect(names(list)).toEqual(['Bimo', 'Aicha', 'Centrale']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'A to Z');
    expect(names(list)).toEqual(['Aicha', 'Bimo', 'Centrale']);
    await user.selectOptions(sort, 'Z to A');
    expect(names(list)).toEqual(['Centrale', 'Bimo', 'Aicha']);
  });
});

describe('the home brand grid (R-HOME-15)', () => {
  it('starts with a tile to /all-brands, then the brands', () => {
    renderWithProviders(<HomeBrands brands={brands} moduleId={5} />);
    const section = screen.getByRole('heading', { name: 'Brands' }).closest('section')!;
    const links = within(within(section).getByRole('list', { name: 'Brands' })).getAllByRole(
      'link',
    );
    expect(links[0]).toHaveAttribute('href', '/all-brands');
    expect(links[0]).toHaveTextContent('View all brands');
    expect(links.slice(1).map((link) => link.textContent)).toEqual([
      expect.stringContaining('Bimo'),
      expect.stringContaining('Aicha'),
      expect.stringContaining('Centrale'),
    ]);
  });
});
