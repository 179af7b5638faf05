import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { HomeCampaign, Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { HomeSection } from '../parts/HomeSection';
import { ScrollRow } from '../parts/ScrollRow';
import { ItemStrip } from '../parts/Strips';
import styles from './campaigns.module.css';

/**
 * The campaigns strip 'Just For You' (R-HOME-6): running basic campaigns (to
 * /campaigns/{id}?module_id) and campaign items (to their product page with product_type=campaign).
 */
export default function Campaigns({
  campaigns,
  items,
  moduleId,
}: {
  campaigns: HomeCampaign[];
  items: Item[];
  moduleId: number;
}) {
  const { t } = useTranslation('home');
  const title = t('Just For You');
  return (
    <HomeSection id="campaigns" title={title}>
      {campaigns.length ? (
        <div className={items.length ? styles.campaignsAbove : undefined}>
          <ScrollRow label={t('Campaigns')} width={{ xs: '85%', sm: '48%', md: '32%' }}>
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <NextLink
                  href={`/campaigns/${campaign.id}?module_id=${moduleId}`}
                  className={styles.campaign}
                >
                  {campaign.image_full_url ? (
                    <AppImage
                      src={campaign.image_full_url}
                      alt=""
                      fill
                      sizes="(max-width: 600px) 85vw, 400px"
                      style={{ objectFit: 'cover' }}
                    />
                  ) : null}
                  <span className={styles.campaignTitle}>{campaign.title}</span>
                </NextLink>
              </li>
            ))}
          </ScrollRow>
        </div>
      ) : null}
      {items.length ? <ItemStrip items={items} label={title} /> : null}
    </HomeSection>
  );
}
