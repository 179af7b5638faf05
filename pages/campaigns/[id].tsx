import type { InferGetServerSidePropsType } from 'next';
import { Seo } from '@/components/Seo';
import { ZONE_REQUIRED_MESSAGE } from '@/domain/listing/campaign';
import { CampaignScreen } from '@/features/listing/CampaignScreen';
import { CampaignZoneRequired } from '@/features/listing/CampaignZoneRequired';
import { LISTING_NAMESPACES, SEARCH_NAMESPACES } from '@/features/listing/i18n';
import { ListingSeo } from '@/features/listing/ListingSeo';
import {
  loadCampaignPage,
  type CampaignPageProps,
  type CampaignZoneRequiredProps,
} from '@/features/listing/server';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { storefrontPage } from '@/lib/server/page';

/**
 * /campaigns/{id}?module_id: a campaign and its stores in the visitor's zone; without a chosen zone,
 * the message 'You must pick a zone to access this page.' (R-LIST-5).
 */
export const getServerSideProps = storefrontPage<CampaignPageProps | CampaignZoneRequiredProps>(
  loadCampaignPage,
  { namespaces: LISTING_NAMESPACES },
);

export default function CampaignPage(
  props: InferGetServerSidePropsType<typeof getServerSideProps>,
) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const { shell } = props;
  if (props.view === 'zone-required') {
    return (
      <>
        <Seo
          title={t(ZONE_REQUIRED_MESSAGE)}
          siteUrl={shell.siteUrl}
          siteName={shell.config?.business_name}
          path={`/campaigns/${props.campaignId}`}
          noindex
        />
        <CampaignZoneRequired />
      </>
    );
  }
  const { campaign, listing } = props;
  return (
    <>
      <ListingSeo
        shell={shell}
        title={campaign.title}
        description={campaign.description}
        path={`/campaigns/${campaign.id}?module_id=${listing.moduleId}`}
        image={campaign.image_full_url}
        noindex
      />
      <CampaignScreen campaign={campaign} listing={listing} />
    </>
  );
}
