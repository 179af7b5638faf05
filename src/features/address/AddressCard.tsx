import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import { addressTypeLabel } from '@/domain/location/stored';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

/** The icon of an address type (home, office, anything else). */
export function AddressTypeIcon({ type }: { type: string | null | undefined }) {
  const label = addressTypeLabel(type);
  if (label === 'Home') return <HomeOutlined aria-hidden />;
  if (label === 'Office') return <BusinessOutlined aria-hidden />;
  return <PlaceOutlined aria-hidden />;
}

/**
 * An address's type, capitalised and translated (a custom "other" label shows as written), and its
 * text (spec document 1 §3).
 */
export function AddressSummary({
  type,
  address,
  extra,
}: {
  type: string | null | undefined;
  address: string | null | undefined;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const label = addressTypeLabel(type);
  const raw = (type ?? '').trim();
  const custom =
    label === 'Other' && raw && raw.toLowerCase() !== 'other' && raw.toLowerCase() !== 'others';
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'primary.main', mt: 0.25, display: 'flex' }}>
        <AddressTypeIcon type={type} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{custom ? raw : t(label)}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {address}
        </Typography>
        {extra}
      </Box>
    </Box>
  );
}
