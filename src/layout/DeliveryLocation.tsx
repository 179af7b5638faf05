import ExpandMore from '@mui/icons-material/ExpandMore';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type MouseEvent } from 'react';
import { useLocationFlash } from '@/features/location/flash';
import { useAppSelector } from '@/store/hooks';

// Loaded on the first click, with its messages (the location namespace) when the page lacks them.
const DeliveryLocationPopover = dynamic(
  () => import('@/features/location/DeliveryLocationPopover'),
  { ssr: false },
);

/**
 * The stored delivery location in the header; it opens the delivery-location popover (saved
 * addresses, current location, pick from map; spec document 2 §2).
 */
export function DeliveryLocation({ maxWidth = 320 }: { maxWidth?: number }) {
  const { t } = useTranslation();
  const address = useAppSelector((state) => state.location.address);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const popoverId = useId();
  useLocationFlash();

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<PlaceOutlined fontSize="small" />}
        endIcon={<ExpandMore fontSize="small" />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? popoverId : undefined}
        aria-label={
          address ? `${t('Delivery location')}: ${address}` : t('Set your delivery location')
        }
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ maxWidth, justifyContent: 'flex-start', minHeight: 36, minWidth: 0 }}
      >
        <span
          style={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            display: 'block',
          }}
        >
          {address ?? t('Set your delivery location')}
        </span>
      </Button>
      {used ? (
        <DeliveryLocationPopover id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} />
      ) : null}
    </>
  );
}
