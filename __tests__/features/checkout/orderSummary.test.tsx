import { render, screen } from '@testing-library/react';
import { checkoutSummary, type CheckoutSources } from '@/domain/checkout/summary';
import type { CartLine } from '@/domain/cart/lines';
import { OrderSummary } from '@/features/checkout/OrderSummary';
import { testConfig } from '../testUtils';

const cake = { id: 1, price: 39, discount: 0, discount_type: 'percent', store_discount: 0 };
const line = {
  cartItemId: 1,
  id: 1,
  item: cake,
  name: 'Strawberry Shortcake',
  quantity: 3,
  variation: [],
  food_variations: [],
  selectedAddons: [],
  totalPrice: 117,
  image_full_url: null,
} as unknown as CartLine;

const sources: CheckoutSources = {
  lines: [line],
  store: { zone_id: 1, extra_packaging_status: true, extra_packaging_amount: 5 },
  config: {},
  zones: [{ id: 1, modules: [{ id: 1, pivot: { per_km_shipping_charge: 5 } }] }],
  moduleId: 1,
  customer: {
    is_valid_for_discount: true,
    discount_amount: 10,
    discount_amount_type: 'percentage',
  },
  coupon: null,
  orderType: 'delivery',
  distanceKm: 3,
  vehicleExtraCharge: 0,
  tips: 0,
  extraPackaging: true,
};

/** The row whose label is `label`, as text. */
const row = (label: string) => screen.getByText(label).closest('div')?.textContent;

describe('OrderSummary', () => {
  it('shows the first-order referral discount with its terms, the packaging and the total', () => {
    const summary = checkoutSummary(sources);
    render(
      <OrderSummary
        lines={[line]}
        summary={summary}
        money={testConfig}
        serviceFeeName={null}
        delivery
        referralTerms="10%"
      />,
    );
    expect(row('Referral discount')).toContain('− 11.70 MAD');
    expect(screen.getByText('10% off your first order')).toBeInTheDocument();
    expect(row('Extra packaging')).toContain('+ 5.00 MAD');
    // 117 − 11.70 + 15 delivery + 5 packaging
    expect(row('Total')).toContain('125.30 MAD');
  });

  it('shows what the wallet pays of a partial payment and what is left to pay', () => {
    const summary = checkoutSummary({ ...sources, customer: null, extraPackaging: false });
    render(
      <OrderSummary
        lines={[line]}
        summary={summary}
        money={testConfig}
        serviceFeeName={null}
        delivery
        wallet={{ walletPaid: 40, due: 92 }}
      />,
    );
    expect(screen.queryByText('Referral discount')).toBeNull();
    expect(row('Paid from wallet')).toContain('− 40.00 MAD');
    expect(row('Left to pay')).toContain('92.00 MAD');
  });
});
