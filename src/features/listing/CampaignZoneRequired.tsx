import { useTranslation } from '@/lib/i18n/useTranslation';
import { ButtonLink } from '@/components/ui/Button';
import { ZONE_REQUIRED_MESSAGE } from '@/domain/listing/campaign';
import { SEARCH_NAMESPACES } from './i18n';
import styles from './campaignZoneRequired.module.css';

/**
 * A campaign page without a chosen zone (R-LIST-5: 'You must pick a zone
 * to access this page.'): the message, and the way to pick one.
 */
export function CampaignZoneRequired() {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t(ZONE_REQUIRED_MESSAGE)}</h1>
      <ButtonLink href="/" variant="contained">
        {t('Pick Location')}
      </ButtonLink>
    </div>
  );
}
