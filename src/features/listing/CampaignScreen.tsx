import { useTranslation } from '@/lib/i18n/useTranslation';
import type { BasicCampaign } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { EmptyState } from '@/components/EmptyState';
import { countText } from './countText';
import { SEARCH_NAMESPACES } from './i18n';
import { ListingHeader } from './ListingHeader';
import type { ListingScope } from './server';
import { StoreGrid } from './StoreGrid';
import styles from './listing.module.css';

/**
 * /campaigns/{id}: a basic campaign (banner, title, description, dates) and the stores taking part
 * in the visitor's zone.
 */
export function CampaignScreen({
  campaign,
  listing,
}: {
  campaign: BasicCampaign;
  listing: ListingScope;
}) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const stores = campaign.stores ?? [];
  return (
    <div className={styles.page}>
      <CatalogBreadcrumbs
        trail={[{ label: t('Home'), href: '/home' }, { label: campaign.title }]}
      />
      {campaign.image_full_url ? (
        <div className={styles.banner}>
          <AppImage
            src={campaign.image_full_url}
            alt=""
            fill
            hero
            sizes="(max-width: 1200px) 100vw, 1152px"
            style={{ objectFit: 'cover' }}
          />
        </div>
      ) : null}
      <ListingHeader
        title={campaign.title}
        countText={countText(t, 'store', listing.moduleType, stores.length)}
      />
      {campaign.description ? <p className={styles.description}>{campaign.description}</p> : null}
      {campaign.available_date_starts && campaign.available_date_ends ? (
        <p className={styles.dates}>
          {t('From {{start}} to {{end}}', {
            start: campaign.available_date_starts,
            end: campaign.available_date_ends,
          })}
        </p>
      ) : null}
      {stores.length ? (
        <StoreGrid stores={stores} label={campaign.title} moduleType={listing.moduleType} />
      ) : (
        <EmptyState title={t('Stores not found!')} />
      )}
    </div>
  );
}
