import { variationText } from '@/features/orders/variationText';

describe('variationText', () => {
  it('names food groups with their chosen values, other modules by type', () => {
    expect(
      variationText([
        { name: 'Size', values: [{ label: 'Large' }] },
        { name: 'Extra', values: { label: ['Cheese', 'Olives'] } },
        { type: 'Red-XL' },
      ]),
    ).toBe('Size: Large · Extra: Cheese, Olives · Red-XL');
  });

  it('skips empty groups and anything that is not a group', () => {
    expect(variationText([{ name: 'Size', values: [] }, null, 'x'])).toBe('');
    expect(variationText(undefined)).toBe('');
  });
});
