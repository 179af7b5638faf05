import { Icon, PathIcon } from '@/components/icons/Icon';
import { FORUM_OUTLINED } from '@/components/icons/material/ForumOutlined';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import AppLink from '@/components/AppLink';
import { Seo } from '@/components/Seo';
import ui from '@/components/ui/ui.module.css';
import { chatHref } from '@/domain/chat/conversations';
import { useConfig } from '@/hooks/useConfig';
import type { ShellProps } from '@/lib/server/page';
import { useAppSelector } from '@/store/hooks';
import styles from './pages.module.css';

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.contact}>
      <div aria-hidden className={styles.contactIcon}>
        {icon}
      </div>
      <h2 className={styles.contactTitle}>{title}</h2>
      {children}
    </div>
  );
}

/**
 * Help and support (Contact in the parcel module): the business's contact channels. Plain
 * elements (ADR 0001).
 */
export function HelpScreen({ shell }: { shell: ShellProps }) {
  const { t } = useTranslation();
  const config = useConfig();
  const isParcel = useAppSelector((state) => state.module.selected?.module_type === 'parcel');
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const title = isParcel ? t('Contact') : t('Help & Support');
  const supportChat = chatHref({ kind: 'admin' }, 'help');
  return (
    <>
      <Seo
        title={title}
        description={t('Reach our support team by phone, e-mail or at our office.')}
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        path="/help-and-support"
      />
      <div className={styles.container}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {t('Reach our support team by phone, e-mail or at our office.')}
        </p>
        <div className={styles.contacts}>
          {config?.phone ? (
            <ContactCard icon={<Icon name="phone" />} title={t('Call us')}>
              <a className={ui.link} href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}>
                <bdi dir="ltr">{config.phone}</bdi>
              </a>
            </ContactCard>
          ) : null}
          {config?.email ? (
            <ContactCard icon={<Icon name="email" />} title={t('Email us')}>
              <a className={ui.link} href={`mailto:${config.email}`}>
                {config.email}
              </a>
            </ContactCard>
          ) : null}
          <ContactCard icon={<PathIcon d={FORUM_OUTLINED} />} title={t('Chat with us')}>
            <AppLink
              className={ui.link}
              href={
                signedIn ? supportChat : `/auth/sign-in?from=${encodeURIComponent(supportChat)}`
              }
            >
              {signedIn ? t('Chat with support') : t('Sign in to chat with support')}
            </AppLink>
          </ContactCard>
          {config?.address ? (
            <ContactCard icon={<PathIcon d={PLACE_OUTLINED} />} title={t('Visit us')}>
              <p className={styles.contactText}>{config.address}</p>
            </ContactCard>
          ) : null}
        </div>
      </div>
    </>
  );
}
