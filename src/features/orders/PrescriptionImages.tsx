import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Order } from '@/api/modules/order';
import { AppImage } from '@/components/AppImage';
import ui from '@/components/ui/ui.module.css';
import { isPrescriptionOnlyOrder, orderAttachmentUrls } from '@/domain/orders/prescription';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import styles from './prescriptionImages.module.css';

/**
 * The prescription images sent with an order (R-CHECKOUT-11, R-ORDER-2), each opening at full size, and for a
 * prescription-only order a line saying that the pharmacy prices it. Nothing without images.
 */
export function PrescriptionImages({
  order,
  heading = 'h3',
}: {
  order: Order;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const urls = orderAttachmentUrls(order);
  if (!urls.length) return null;
  const Heading = heading;
  return (
    <section className={styles.card}>
      <Heading className={`${ui.h5} ${styles.heading}`}>{t('Prescription')}</Heading>
      {isPrescriptionOnlyOrder(order) ? (
        <p className={`${ui.body2} ${ui.secondary} ${styles.note}`}>
          {t('The pharmacy prices this order from your prescription.')}
        </p>
      ) : null}
      <ul className={styles.images}>
        {urls.map((url, index) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.image}>
              {/* Uploaded files are served as they are: the optimiser may not fetch this origin. */}
              <AppImage
                src={url}
                alt={t('Prescription image {{number}}', { number: index + 1 })}
                fill
                unoptimized
                sizes="112px"
                style={{ objectFit: 'cover' }}
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
