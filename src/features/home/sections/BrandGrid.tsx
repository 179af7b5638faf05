import type { ReactNode } from 'react';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Brand } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { brandListingHref } from '@/domain/listing/homeListing';
import styles from './brandGrid.module.css';

/** A brand's logo and name, leading to its listing. */
export function BrandTile({ brand, moduleId }: { brand: Brand; moduleId: number }) {
  const { t } = useTranslation('home');
  return (
    <NextLink href={brandListingHref(brand, moduleId)} className={styles.tile}>
      <span className={styles.logo}>
        {brand.image_full_url ? (
          <AppImage
            src={brand.image_full_url}
            alt=""
            fill
            sizes="72px"
            style={{ objectFit: 'contain' }}
          />
        ) : null}
      </span>
      <span className={styles.name}>{brand.name}</span>
      {typeof brand.items_count === 'number' ? (
        <span className={styles.count}>{t('{{count}} items', { count: brand.items_count })}</span>
      ) : null}
    </NextLink>
  );
}

/** The brand tiles' list: 2 columns on phones, then 3, 4 and 5 (the card grid's counts). */
export function BrandGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {children}
    </ul>
  );
}
