import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';

/** The stored delivery location; without one it leads to the landing page's location entry. */
export function DeliveryLocation({ maxWidth = 320 }: { maxWidth?: number }) {
  const { t } = useTranslation();
  const address = useAppSelector((state) => state.location.address);
  return (
    <Button
      component={Link}
      href="/"
      color="inherit"
      size="small"
      startIcon={<PlaceOutlined fontSize="small" />}
      aria-label={
        address ? `${t('Delivery location')}: ${address}` : t('Set your delivery location')
      }
      sx={{ maxWidth, justifyContent: 'flex-start', minHeight: 36 }}
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
  );
}
