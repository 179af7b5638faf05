import Image from 'next/image';
import Link from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { MouseEvent } from 'react';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';
import { hasStoredLocation } from '@/domain/location/stored';
import { logoTarget } from '@/domain/navigation';
import styles from './shell.module.css';

/** The business logo. On `/` it goes to /home only once a location is stored (R-SHELL-3). */
export function Logo({ onNavigate }: { onNavigate?: (event: MouseEvent) => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const router = useRouter();
  const hasLocation = useAppSelector((state) => hasStoredLocation(state.location));
  const target = logoTarget(router.pathname, hasLocation);
  const name = config?.business_name ?? '';
  return (
    <Link
      href={target}
      onClick={onNavigate}
      aria-label={name ? `${name}, ${t('Home')}` : t('Home')}
      className={styles.logo}
    >
      {config?.logo_full_url ? (
        // The demo logo is an SVG: nothing for the optimiser to do, and a fixed size avoids shift.
        <Image
          src={config.logo_full_url}
          alt=""
          width={36}
          height={36}
          unoptimized
          loading="eager"
        />
      ) : null}
      <span className={styles.logoName}>{name}</span>
    </Link>
  );
}
