import { useTranslation } from '@/lib/i18n/useTranslation';
import { deliveryTimeParts } from '@/domain/catalog/display';
import { CATALOG_NAMESPACES } from './i18n';

/** A store's delivery time ("20-30 min") with its unit in the visitor's language. */
export function DeliveryTime({ text }: { text: string }) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const parts = deliveryTimeParts(text);
  if (!parts) return <bdi>{text}</bdi>;
  const { range } = parts;
  const label =
    parts.unit === 'min'
      ? t('{{range}} min', { range })
      : parts.unit === 'hours'
        ? t('{{range}} hours', { range })
        : t('{{range}} days', { range });
  return <bdi>{label}</bdi>;
}
