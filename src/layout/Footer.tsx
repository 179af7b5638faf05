import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Pinterest from '@mui/icons-material/Pinterest';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import Link from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type ReactElement } from 'react';
import type { SocialMedia } from '@/api/types';
import { footerLinks, appDownloadLinks } from '@/domain/footer';
import { useConfig } from '@/hooks/useConfig';
import { useAppSelector } from '@/store/hooks';

const AddressMapDialog = dynamic(() => import('./AddressMapDialog'), { ssr: false });

const SOCIAL_ICONS: Record<string, ReactElement> = {
  facebook: <Facebook />,
  instagram: <Instagram />,
  twitter: <X />,
  linkedin: <LinkedIn />,
  pinterest: <Pinterest />,
};

function SocialLinks({ links }: { links: SocialMedia[] }) {
  const { t } = useTranslation();
  const active = links.filter((link) => link.link && link.status !== 0 && link.status !== false);
  if (!active.length) return null;
  return (
    <Stack direction="row" spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {active.map((link) => (
        <li key={link.name}>
          <IconButton
            component="a"
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (${t('opens in a new window')})`}
            color="inherit"
          >
            {SOCIAL_ICONS[link.name.toLowerCase()] ?? <Typography>{link.name}</Typography>}
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}

/** The footer (spec document 2 §2): description, social icons, app links, contact and page links. */
export function Footer({ description }: { description?: string | null }) {
  const { t } = useTranslation();
  const config = useConfig();
  const isParcel = useAppSelector((state) => state.module.selected?.module_type === 'parcel');
  const [mapOpen, setMapOpen] = useState(false);
  if (!config) return null;
  const apps = appDownloadLinks(config);
  const links = footerLinks(config, isParcel);
  const text = description;

  return (
    <Box
      component="footer"
      sx={(theme) => ({
        mt: 'auto',
        bgcolor: 'grey.900',
        color: 'grey.100',
        pt: 6,
        pb: 3,
        ...theme.applyStyles('dark', { bgcolor: 'background.paper' }),
      })}
    >
      <Container maxWidth="xl">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h3" component="p" gutterBottom>
              {config.business_name}
            </Typography>
            {text ? (
              <Typography sx={{ color: 'grey.300', mb: 2, maxWidth: 420 }}>{text}</Typography>
            ) : null}
            <SocialLinks links={config.social_media ?? []} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="h4" component="h2" gutterBottom>
              {t('Useful links')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {links.map((link) => (
                <li key={link.href}>
                  <MuiLink component={Link} href={link.href} color="inherit">
                    {t(link.label)}
                  </MuiLink>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="h4" component="h2" gutterBottom>
              {t('Contact us')}
            </Typography>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              {config.email ? (
                <Button
                  component="a"
                  href={`mailto:${config.email}`}
                  color="inherit"
                  startIcon={<EmailOutlined />}
                  sx={{ textAlign: 'start' }}
                >
                  {config.email}
                </Button>
              ) : null}
              {config.phone ? (
                <Button
                  component="a"
                  href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}
                  color="inherit"
                  startIcon={<PhoneOutlined />}
                >
                  <bdi dir="ltr">{config.phone}</bdi>
                </Button>
              ) : null}
              {config.address ? (
                <Button
                  color="inherit"
                  startIcon={<PlaceOutlined />}
                  onClick={() => setMapOpen(true)}
                  aria-haspopup="dialog"
                  sx={{ textAlign: 'start' }}
                >
                  {config.address}
                </Button>
              ) : null}
            </Stack>
          </Grid>
          {apps.length ? (
            <Grid size={{ xs: 12, md: 2 }}>
              <Typography variant="h4" component="h2" gutterBottom>
                {t('Download our app')}
              </Typography>
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                {apps.map((app) => (
                  <Button
                    key={app.store}
                    component="a"
                    href={app.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="outlined"
                    color="inherit"
                    startIcon={app.store === 'apple' ? <Apple /> : <Shop />}
                    aria-label={`${t(app.label)} (${t('opens in a new window')})`}
                  >
                    {t(app.label)}
                  </Button>
                ))}
              </Stack>
            </Grid>
          ) : null}
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'grey.700' }} />
        <Typography variant="body2" sx={{ color: 'grey.400', textAlign: 'center' }}>
          {config.footer_text ?? `© ${config.business_name}`}
        </Typography>
      </Container>
      {mapOpen ? <AddressMapDialog open onClose={() => setMapOpen(false)} /> : null}
    </Box>
  );
}
