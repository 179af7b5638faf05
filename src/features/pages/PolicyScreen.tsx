import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import type { ShellProps } from '@/lib/server/page';
import styles from './pages.module.css';

export interface PolicyScreenProps {
  title: string;
  path: string;
  /** Already sanitised on the server. */
  html: string;
  shell: ShellProps;
}

/**
 * A configured text page (terms, privacy, refund …), rendered from sanitised backend HTML.
 * Plain elements (ADR 0001).
 */
export function PolicyScreen({ title, path, html, shell }: PolicyScreenProps) {
  const { t } = useTranslation();
  const plain = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    <>
      <Seo
        title={t(title)}
        description={plain.slice(0, 160)}
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        path={path}
        type="article"
      />
      <div className={styles.container}>
        <h1 className={styles.title}>{t(title)}</h1>
        {html ? (
          <div className={styles.policy} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className={styles.empty}>{t('This page has no content yet.')}</p>
        )}
      </div>
    </>
  );
}
