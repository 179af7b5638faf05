import { render, screen } from '@testing-library/react';
import { MoneyRow, MoneyRows } from '@/components/catalog/MoneyRow';

describe('MoneyRow', () => {
  it('reads as a term and its value, the hint inside the term', () => {
    render(
      <MoneyRows>
        <MoneyRow label="Referral discount" hint="10% off your first order">
          − 11.70 MAD
        </MoneyRow>
        <MoneyRow label="Total" strong>
          125.30 MAD
        </MoneyRow>
      </MoneyRows>,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Referral discount10% off your first order',
      'Total',
    ]);
    expect(values.map((value) => value.textContent)).toEqual(['− 11.70 MAD', '125.30 MAD']);
    expect(screen.getByText('Referral discount').closest('dt')).toBe(terms[0]);
    expect(terms[0].closest('dl')).toBe(terms[1].closest('dl'));
  });
});
