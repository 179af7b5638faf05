import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type ReactNode } from 'react';
import { AppImage } from '@/components/AppImage';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { Icon } from '@/components/icons/Icon';
import styles from './product.module.css';

interface Props {
  images: string[];
  /** The item name: the main image's alt text. */
  name: string;
  /** Shown over the main image (discount badge). */
  overlay?: ReactNode;
}

/** The main image (square, fixed ratio: no layout shift) and thumbnails that switch it. */
export function ProductGallery({ images, name, overlay }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        {current ? (
          <AppImage
            src={current}
            alt={name}
            fill
            hero
            sizes="(max-width: 900px) 100vw, 560px"
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <div className={styles.noImage}>
            <Icon name="imageNotSupported" size={64} />
          </div>
        )}
        {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
      </div>
      {images.length > 1 ? (
        <div role="group" aria-label={t('Product images')} className={styles.thumbnails}>
          {images.map((src, position) => (
            <button
              type="button"
              key={src}
              className={styles.thumbnail}
              aria-label={t('Show image {{number}} of {{total}}', {
                number: position + 1,
                total: images.length,
              })}
              aria-pressed={position === index}
              onClick={() => setIndex(position)}
            >
              <AppImage src={src} alt="" fill sizes="72px" style={{ objectFit: 'cover' }} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
