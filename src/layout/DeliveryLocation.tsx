import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type MouseEvent } from 'react';
import { Icon } from '@/components/icons/Icon';
import { useLocationFlash } from '@/features/location/flash';
import { useAppSelector } from '@/store/hooks';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';

// Loaded on the first click, with its messages (the location namespace) when the page lacks them.
const DeliveryLocationPopover = dynamic(
  () => import('@/features/location/DeliveryLocationPopover'),
  { ssr: false },
);

/**
 * The stored delivery location in the header; it opens the delivery-location popover (saved
 * addresses, current location, pick from map; R-LOC-7).
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
      <button
        type="button"
        className={classNames(styles.button, styles.small, styles.start)}
        style={{ maxWidth }}
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
      >
        <Icon name="place" size={20} />
        <span className={styles.ellipsis}>{address ?? t('Set your delivery location')}</span>
        <Icon name="expandMore" size={20} />
      </button>
      {used ? (
        <DeliveryLocationPopover id={popoverId} anchor={anchor} onClose={() => setAnchor(null)} />
      ) : null}
    </>
  );
}
