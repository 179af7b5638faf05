import dynamic from 'next/dynamic';
import Link from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { SocialMedia } from '@/api/types';
import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/paths';
import { footerLinks, appDownloadLinks } from '@/domain/footer';
import { useConfig } from '@/hooks/useConfig';
import { classNames } from '@/lib/classNames';
import { useAppSelector } from '@/store/hooks';
import { Newsletter } from './Newsletter';
import styles from './shell.module.css';

const AddressMapDialog = dynamic(() => import('./AddressMapDialog'), { ssr: false });

const SOCIAL_ICONS: Record<string, IconName> = {
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'x',
  linkedin: 'linkedin',
  pinterest: 'pinterest',
};

function SocialLinks({ links }: { links: SocialMedia[] }) {
  const { t } = useTranslation();
  const active = links.filter((link) => link.link && link.status !== 0 && link.status !== false);
  if (!active.length) return null;
  return (
    <ul className={styles.socials}>
      {active.map((link) => {
        const icon = SOCIAL_ICONS[link.name.toLowerCase()];
        return (
          <li key={link.name}>
            <a
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.name} (${t('opens in a new window')})`}
              className={icon ? classNames(styles.iconButton, styles.inheritColor) : styles.button}
            >
              {icon ? <Icon name={icon} /> : link.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The footer (R-SHELL-10): description, social icons, app links, contact and page links. */
export function Footer({ description }: { description?: string | null }) {
  const { t } = useTranslation();
  const config = useConfig();
  const isParcel = useAppSelector((state) => state.module.selected?.module_type === 'parcel');
  const [mapOpen, setMapOpen] = useState(false);
  if (!config) return null;
  const apps = appDownloadLinks(config);
  const links = footerLinks(config, isParcel);
  const contactButton = classNames(styles.button, styles.start);

  return (
    <footer className={styles.footer}>
      <div className={classNames(styles.container, styles.footerGrid)}>
        <div className={styles.footerAbout}>
          <p className={styles.footerName}>{config.business_name}</p>
          {description ? <p className={styles.footerText}>{description}</p> : null}
          <SocialLinks links={config.social_media ?? []} />
        </div>
        <div>
          <h2 className={styles.footerHeading}>{t('Useful links')}</h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.footerHeading}>{t('Contact us')}</h2>
          <div className={styles.stack}>
            {config.email ? (
              <a href={`mailto:${config.email}`} className={contactButton}>
                <Icon name="email" size={20} />
                {config.email}
              </a>
            ) : null}
            {config.phone ? (
              <a href={`tel:${config.phone.replace(/[^\d+]/g, '')}`} className={contactButton}>
                <Icon name="phone" size={20} />
                <bdi dir="ltr">{config.phone}</bdi>
              </a>
            ) : null}
            {config.address ? (
              <button
                type="button"
                className={contactButton}
                onClick={() => setMapOpen(true)}
                aria-haspopup="dialog"
              >
                <Icon name="place" size={20} />
                {config.address}
              </button>
            ) : null}
          </div>
        </div>
        {apps.length ? (
          <div>
            <h2 className={styles.footerHeading}>{t('Download our app')}</h2>
            <div className={styles.stack}>
              {apps.map((app) => (
                <a
                  key={app.store}
                  href={app.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classNames(styles.button, styles.outlined)}
                  aria-label={`${t(app.label)} (${t('opens in a new window')})`}
                >
                  <Icon name={app.store === 'apple' ? 'apple' : 'shop'} size={20} />
                  {t(app.label)}
                </a>
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <div className={styles.container}>
        <Newsletter />
        <hr className={styles.footerRule} />
        <p className={styles.footerNote}>{config.footer_text ?? `© ${config.business_name}`}</p>
      </div>
      {mapOpen ? <AddressMapDialog open onClose={() => setMapOpen(false)} /> : null}
    </footer>
  );
}
