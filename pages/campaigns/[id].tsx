import type { InferGetServerSidePropsType } from 'next';
import { CampaignScreen } from '@/features/listing/CampaignScreen';
import { LISTING_NAMESPACES } from '@/features/listing/i18n';
import { ListingSeo } from '@/features/listing/ListingSeo';
import { loadCampaignPage, type CampaignPageProps } from '@/features/listing/server';
import { storefrontPage } from '@/lib/server/page';
import { withMuiScope } from '@/theme/MuiScope';

/** /campaigns/{id}?module_id: a campaign and its stores in the visitor's zone. */
export const getServerSideProps = storefrontPage<CampaignPageProps>(loadCampaignPage, {
  namespaces: LISTING_NAMESPACES,
});

function CampaignPage({
  campaign,
  listing,
  shell,
}: InferGetServerSidePropsType<typeof getServerSideProps>) {
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

export default withMuiScope(CampaignPage);
