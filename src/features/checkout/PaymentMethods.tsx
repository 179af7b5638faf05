import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { PaymentGateway } from '@/api/types';
import type { CheckoutPaymentMethod, PaymentOption } from '@/domain/checkout/payment';
import type { MoneyConfig } from '@/domain/format';
import { Money } from '@/components/catalog/Money';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

const LABELS: Record<CheckoutPaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  wallet: 'Wallet',
  digital_payment: 'Digital payment',
};
const ICONS = {
  cash_on_delivery: PaymentsOutlined,
  wallet: AccountBalanceWalletOutlined,
  digital_payment: CreditCardOutlined,
};

/** The payment choice: only the methods the rules offer; a disabled one says why. */
export function PaymentMethods({
  options,
  value,
  onChange,
  gateways,
  gateway,
  onGatewayChange,
  walletBalance,
  money,
}: {
  options: readonly PaymentOption[];
  value: CheckoutPaymentMethod | null;
  onChange: (method: CheckoutPaymentMethod) => void;
  gateways: readonly PaymentGateway[];
  gateway: string | null;
  onGatewayChange: (gateway: string) => void;
  walletBalance: number | null;
  money: MoneyConfig | null;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  if (options.length === 0) {
    return (
      <Typography role="alert" color="error">
        {t('No payment method is available for this order')}
      </Typography>
    );
  }
  return (
    <RadioGroup
      name="payment_method"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as CheckoutPaymentMethod)}
      aria-label={t('Payment Method')}
    >
      <Stack spacing={1}>
        {options.map((option) => {
          const Icon = ICONS[option.method];
          const selected = value === option.method;
          return (
            <Box
              key={option.method}
              sx={{
                border: 1,
                borderRadius: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                px: 1.5,
                py: 0.5,
                opacity: option.disabled ? 0.75 : 1,
              }}
            >
              <FormControlLabel
                value={option.method}
                disabled={option.disabled}
                control={<Radio />}
                sx={{ width: '100%', m: 0 }}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Icon aria-hidden fontSize="small" />
                    <span>{t(LABELS[option.method])}</span>
                    {option.method === 'wallet' && walletBalance !== null ? (
                      <Typography component="span" variant="body2" color="textSecondary">
                        ({t('Balance')}: <Money amount={walletBalance} config={money} />)
                      </Typography>
                    ) : null}
                  </Stack>
                }
              />
              {option.message ? (
                <Typography variant="body2" color="error" sx={{ pb: 1 }}>
                  {t(option.message)}
                </Typography>
              ) : null}
              {option.method === 'digital_payment' && selected && gateways.length > 1 ? (
                <RadioGroup
                  name="gateway"
                  value={gateway ?? ''}
                  onChange={(event) => onGatewayChange(event.target.value)}
                  aria-label={t('Payment gateway')}
                  sx={{ paddingInlineStart: 4, pb: 1 }}
                >
                  {gateways.map((entry) => (
                    <FormControlLabel
                      key={entry.gateway}
                      value={entry.gateway}
                      control={<Radio size="small" />}
                      label={entry.gateway_title}
                    />
                  ))}
                </RadioGroup>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </RadioGroup>
  );
}
