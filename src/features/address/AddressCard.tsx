import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { BUSINESS_OUTLINED } from '@/components/icons/material/BusinessOutlined';
import { HOME_OUTLINED } from '@/components/icons/material/HomeOutlined';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import ui from '@/components/ui/ui.module.css';
import { addressTypeLabel } from '@/domain/location/stored';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import styles from './address.module.css';

/** The icon of an address type (home, office, anything else); decorative. */
export function AddressTypeIcon({ type }: { type: string | null | undefined }) {
  const label = addressTypeLabel(type);
  if (label === 'Home') return <PathIcon d={HOME_OUTLINED} />;
  if (label === 'Office') return <PathIcon d={BUSINESS_OUTLINED} />;
  return <PathIcon d={PLACE_OUTLINED} />;
}

/**
 * An address's type, capitalised and translated (a custom "other" label shows as written), and its
 * text (R-CHECKOUT-7).
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
    <div className={styles.summary}>
      <span className={styles.typeIcon}>
        <AddressTypeIcon type={type} />
      </span>
      <div className={styles.summaryText}>
        <p className={`${ui.body1} ${styles.strong}`}>{custom ? raw : t(label)}</p>
        <p className={`${ui.body2} ${ui.secondary} ${styles.wrap}`}>{address}</p>
        {extra}
      </div>
    </div>
  );
}
