import { useTranslation } from '@/lib/i18n/useTranslation';
import { Icon } from '@/components/icons/Icon';
import { classNames } from '@/lib/classNames';
import { CATALOG_NAMESPACES } from './i18n';
import styles from './catalogBits.module.css';

/** CLOSED NOW: text and an icon, never colour alone. */
export function ClosedBadge({ className }: { className?: string }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  return (
    <span className={classNames(styles.closed, className)}>
      <Icon name="schedule" size={16} />
      {t('CLOSED NOW')}
    </span>
  );
}
