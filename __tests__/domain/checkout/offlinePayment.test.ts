import { fieldLabel, missingOfflineField, paymentOptions } from '@/domain/checkout/payment';

const base = {
  config: { cash_on_delivery: true, offline_payment_status: 1 },
  signedIn: false,
  total: 120,
};

describe('offline payment (R-PAY-3)', () => {
  it('is offered when the config, the zone and at least one method allow it', () => {
    const methods = (input: Parameters<typeof paymentOptions>[0]) =>
      paymentOptions(input).map((option) => option.method);
    expect(methods({ ...base, offlineMethodCount: 1 })).toContain('offline_payment');
    expect(methods({ ...base, offlineMethodCount: 0 })).not.toContain('offline_payment');
    expect(
      methods({ ...base, offlineMethodCount: 1, zone: { offline_payment: false } }),
    ).not.toContain('offline_payment');
    expect(
      methods({
        ...base,
        config: { ...base.config, offline_payment_status: 0 },
        offlineMethodCount: 1,
      }),
    ).not.toContain('offline_payment');
  });

  it('names the first required field left empty', () => {
    const bank = {
      id: 1,
      method_name: 'Bank transfer',
      method_informations: [
        { customer_input: 'sender_name', is_required: 0 },
        { customer_input: 'transaction_reference', is_required: 1 },
      ],
    };
    expect(missingOfflineField(bank, {})).toBe('transaction_reference');
    expect(missingOfflineField(bank, { transaction_reference: '  ' })).toBe(
      'transaction_reference',
    );
    expect(missingOfflineField(bank, { transaction_reference: 'TRX-1' })).toBeNull();
    expect(missingOfflineField(null, {})).toBe('method');
    expect(fieldLabel('transaction_reference')).toBe('Transaction reference');
  });
});
