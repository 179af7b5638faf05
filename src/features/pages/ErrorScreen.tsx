import Head from 'next/head';
import { ButtonLink } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from '@/components/statusPage.module.css';

/** The 404 and 500 pages: say what happened and offer a way back. Plain elements (ADR 0001). */
export function ErrorScreen({ status }: { status: 404 | 500 }) {
  const { t } = useTranslation();
  const title = status === 404 ? t('Page not found') : t('Something went wrong');
  const text =
    status === 404
      ? t('The page you are looking for does not exist or has moved.')
      : t('We could not show this page. Please try again in a moment.');
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.page}>
        <p className={styles.code} aria-hidden>
          {status}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <ButtonLink href="/" variant="contained">
          {t('Back to home')}
        </ButtonLink>
      </div>
    </>
  );
}
