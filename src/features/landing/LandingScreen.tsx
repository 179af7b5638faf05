import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import type { LandingPage, Module } from '@/api/types';
import { AppImage } from '@/components/AppImage';
import { isOn } from '@/domain/flags';
import { LocationEntry } from '@/features/location/LocationEntry';

function Section({
  id,
  title,
  subtitle,
  children,
  tinted,
}: {
  id: string;
  title?: string;
  subtitle?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={title ? `${id}-title` : undefined}
      sx={(theme) => ({
        py: { xs: 5, md: 8 },
        bgcolor: tinted ? 'grey.50' : 'transparent',
        ...theme.applyStyles('dark', { bgcolor: tinted ? 'background.paper' : 'transparent' }),
      })}
    >
      <Container maxWidth="lg">
        {title ? (
          <Typography id={`${id}-title`} variant="h2" gutterBottom sx={{ textAlign: 'center' }}>
            {title}
          </Typography>
        ) : null}
        {subtitle ? (
          <Typography
            color="text.secondary"
            sx={{ textAlign: 'center', mb: 4, maxWidth: 640, mx: 'auto' }}
          >
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

function Hero({ landing }: { landing: LandingPage }) {
  const hero = landing.hero_section;
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        background: `linear-gradient(135deg, ${(theme.vars ?? theme).palette.primary.main} 0%, ${(theme.vars ?? theme).palette.primary.dark} 100%)`,
        color: 'primary.contrastText',
      })}
    >
      <Container maxWidth="lg">
        {hero?.header_tag_line ? (
          <Typography sx={{ fontWeight: 600, opacity: 0.9, mb: 1 }}>
            {hero.header_tag_line}
          </Typography>
        ) : null}
        <Typography id="hero-title" variant="h1" sx={{ maxWidth: 720, mb: 2 }}>
          {hero?.header_title}
        </Typography>
        {hero?.header_sub_title ? (
          <Typography sx={{ fontSize: '1.125rem', maxWidth: 640, opacity: 0.95 }}>
            {hero.header_sub_title}
          </Typography>
        ) : null}
        <LocationEntry />
      </Container>
    </Box>
  );
}

function ModuleShowcase({ modules }: { modules: Module[] }) {
  const { t } = useTranslation();
  if (!modules.length) return null;
  return (
    <Section id="modules" title={t('Everything you need, delivered')}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {modules.map((module) => (
          <Grid key={module.id} size={{ xs: 6, sm: 4, md: 12 / 5 }} component="li">
            <Card variant="outlined" sx={{ height: '100%', textAlign: 'center' }}>
              <CardContent>
                {module.icon_full_url ? (
                  <AppImage
                    src={module.icon_full_url}
                    alt=""
                    width={64}
                    height={64}
                    style={{ margin: '0 auto 8px' }}
                  />
                ) : null}
                <Typography variant="h4" component="h3">
                  {module.module_name}
                </Typography>
                {module.description ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {module.description}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function TrustCards({ landing }: { landing: LandingPage }) {
  const section = landing.trust_section;
  const cards = (section?.cards ?? []).filter((card) => isOn(card.status ?? 1));
  if (!isOn(section?.trust_section_status ?? 1) || !cards.length) return null;
  return (
    <Section id="trust" tinted>
      <Grid container spacing={3}>
        {cards.map((card, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {card.image_full_url ? (
                <AppImage src={card.image_full_url} alt="" width={56} height={56} />
              ) : null}
              <Box>
                <Typography variant="h4" component="h3">
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.sub_title}
                </Typography>
              </Box>
            </Stack>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function Zones({ landing }: { landing: LandingPage }) {
  const section = landing.available_zone_section;
  const zones = section?.available_zone_list ?? [];
  if (!isOn(section?.status ?? 1) || !zones.length) return null;
  return (
    <Section id="zones" title={section?.title} subtitle={section?.short_description}>
      <Stack direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 2 }}>
        {zones.map((zone) => (
          <Card key={zone.id} variant="outlined" sx={{ minWidth: 240 }}>
            <CardContent>
              <Typography variant="h4" component="h3" gutterBottom>
                {zone.display_name ?? zone.name}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {(zone.modules ?? []).map((name) => (
                  <Box
                    key={name}
                    component="span"
                    sx={{
                      px: 1.25,
                      py: 0.25,
                      borderRadius: 4,
                      bgcolor: 'action.selected',
                      fontSize: 13,
                    }}
                  >
                    {name}
                  </Box>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Section>
  );
}

function PromotionalBanners({ landing }: { landing: LandingPage }) {
  const section = landing.promotional_banner_section;
  const banners = section?.promotion_banners_full_url ?? [];
  if (!isOn(section?.status ?? 1) || !banners.length) return null;
  return (
    <Section id="promotions" tinted>
      <Grid container spacing={2}>
        {banners.slice(0, 3).map((url, index) => (
          <Grid key={url} size={{ xs: 12, md: 4 }}>
            <Box
              sx={{
                position: 'relative',
                aspectRatio: '3 / 1',
                borderRadius: 2,
                overflow: 'hidden',
              }}
            >
              <AppImage
                src={url}
                alt=""
                fill
                sizes="(max-width: 900px) 100vw, 33vw"
                hero={index === 0}
              />
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function Testimonials({ landing }: { landing: LandingPage }) {
  const section = landing.testimonial_section;
  const list = section?.testimonial_list ?? [];
  if (!isOn(section?.status ?? 1) || !list.length) return null;
  return (
    <Section id="testimonials" title={section?.title}>
      <Grid container spacing={3}>
        {list.map((entry, index) => (
          <Grid key={index} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="blockquote" sx={{ m: 0, mb: 2, fontStyle: 'italic' }}>
                  “{entry.review}”
                </Typography>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  {entry.reviewer_image_full_url ? (
                    <AppImage
                      src={entry.reviewer_image_full_url}
                      alt=""
                      width={44}
                      height={44}
                      style={{ borderRadius: '50%' }}
                    />
                  ) : null}
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{entry.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {entry.designation}
                    </Typography>
                  </Box>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}

function Faq({ landing }: { landing: LandingPage }) {
  const section = landing.faq_section;
  const list = section?.faq_list ?? [];
  if (!isOn(section?.status ?? 1) || !list.length) return null;
  return (
    <Section id="faq" title={section?.faq_title} tinted>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        {/* Native disclosure widgets: keyboard and screen-reader ready with no script. */}
        {list.map((entry, index) => (
          <Box
            key={index}
            component="details"
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              '&[open] summary svg': { transform: 'rotate(180deg)' },
            }}
          >
            <Box
              component="summary"
              sx={{
                listStyle: 'none',
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                px: 2,
                py: 1.5,
                fontWeight: 600,
                '&::-webkit-details-marker': { display: 'none' },
              }}
            >
              {entry.question}
              <ExpandMore aria-hidden sx={{ transition: 'transform 150ms' }} />
            </Box>
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
              {entry.answer}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

export interface LandingScreenProps {
  landing: LandingPage;
  modules: Module[];
}

/** The landing page `/` (spec document 2 §2): every section the landing data holds. */
export function LandingScreen({ landing, modules }: LandingScreenProps) {
  return (
    <>
      <Hero landing={landing} />
      <ModuleShowcase modules={modules} />
      <TrustCards landing={landing} />
      <Zones landing={landing} />
      <PromotionalBanners landing={landing} />
      <Testimonials landing={landing} />
      <Faq landing={landing} />
    </>
  );
}
