import { Button } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from '@/components/statusPage.module.css';

/** Shown with HTTP 503 when the marketplace API cannot be reached. Plain elements (ADR 0001). */
export function ServiceUnavailable() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('We will be right back')}</h1>
      <p className={styles.text}>
        {t('The shop cannot reach its service right now. Please try again in a moment.')}
      </p>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('Try again')}
      </Button>
    </div>
  );
}
