import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { HomeCampaign, Item } from '@/api/catalogTypes';
import { AppImage } from '@/components/AppImage';
import { ItemCard } from '@/components/catalog/ItemCard';
import { useConfig } from '@/hooks/useConfig';
import { HomeSection } from '../parts/HomeSection';
import { ScrollRow } from '../parts/ScrollRow';
import { ITEM_CELL } from '../parts/Strips';
import { withMuiScope } from '@/theme/MuiScope';

/**
 * The campaigns strip 'Just For You' (R-HOME-6): running basic campaigns (to
 * /campaigns/{id}?module_id) and campaign items (to their product page with product_type=campaign).
 */
function Campaigns({
  campaigns,
  items,
  moduleId,
}: {
  campaigns: HomeCampaign[];
  items: Item[];
  moduleId: number;
}) {
  const { t } = useTranslation('home');
  const config = useConfig();
  const title = t('Just For You');
  return (
    <HomeSection id="campaigns" title={title}>
      {campaigns.length ? (
        <Box sx={{ mb: items.length ? 2 : 0 }}>
          <ScrollRow label={t('Campaigns')} width={{ xs: '85%', sm: '48%', md: '32%' }}>
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <Box
                  component={NextLink}
                  href={`/campaigns/${campaign.id}?module_id=${moduleId}`}
                  sx={{
                    display: 'block',
                    position: 'relative',
                    aspectRatio: '2 / 1',
                    borderRadius: 2,
                    overflow: 'hidden',
                    bgcolor: 'action.hover',
                    color: '#fff',
                    textDecoration: 'none',
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
                  }}
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
                  <Typography
                    component="span"
                    sx={{
                      position: 'absolute',
                      insetInline: 0,
                      bottom: 0,
                      p: 1.5,
                      fontWeight: 700,
                      background: 'linear-gradient(transparent, rgba(0,0,0,0.65))',
                    }}
                  >
                    {campaign.title}
                  </Typography>
                </Box>
              </li>
            ))}
          </ScrollRow>
        </Box>
      ) : null}
      {items.length ? (
        <ScrollRow label={title} width={ITEM_CELL}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} config={config} sizes="(max-width: 600px) 45vw, 240px" />
            </li>
          ))}
        </ScrollRow>
      ) : null}
    </HomeSection>
  );
}

export default withMuiScope(Campaigns);
