import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Icon, PathIcon } from '@/components/icons/Icon';
import { FORUM_OUTLINED } from '@/components/icons/material/ForumOutlined';
import { PLACE_OUTLINED } from '@/components/icons/material/PlaceOutlined';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import AppLink from '@/components/AppLink';
import { Seo } from '@/components/Seo';
import { chatHref } from '@/domain/chat/conversations';
import { useConfig } from '@/hooks/useConfig';
import type { ShellProps } from '@/lib/server/page';
import { useAppSelector } from '@/store/hooks';

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ textAlign: 'center' }}>
        <Typography aria-hidden color="primary" sx={{ '& svg': { fontSize: 40 } }}>
          {icon}
        </Typography>
        <Typography variant="h4" component="h2" sx={{ my: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Help and support (Contact in the parcel module): the business's contact channels. */
export function HelpScreen({ shell }: { shell: ShellProps }) {
  const { t } = useTranslation();
  const config = useConfig();
  const isParcel = useAppSelector((state) => state.module.selected?.module_type === 'parcel');
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const title = isParcel ? t('Contact') : t('Help & Support');
  const supportChat = chatHref({ kind: 'admin' }, 'help');
  return (
    <>
      <Seo
        title={title}
        description={t('Reach our support team by phone, e-mail or at our office.')}
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        path="/help-and-support"
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {t('Reach our support team by phone, e-mail or at our office.')}
        </Typography>
        <Grid container spacing={2}>
          {config?.phone ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <ContactCard icon={<Icon name="phone" />} title={t('Call us')}>
                <MuiLink href={`tel:${config.phone.replace(/[^\d+]/g, '')}`}>
                  <bdi dir="ltr">{config.phone}</bdi>
                </MuiLink>
              </ContactCard>
            </Grid>
          ) : null}
          {config?.email ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <ContactCard icon={<Icon name="email" />} title={t('Email us')}>
                <MuiLink href={`mailto:${config.email}`}>{config.email}</MuiLink>
              </ContactCard>
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 6 }}>
            <ContactCard icon={<PathIcon d={FORUM_OUTLINED} />} title={t('Chat with us')}>
              <MuiLink
                component={AppLink}
                href={
                  signedIn ? supportChat : `/auth/sign-in?from=${encodeURIComponent(supportChat)}`
                }
              >
                {signedIn ? t('Chat with support') : t('Sign in to chat with support')}
              </MuiLink>
            </ContactCard>
          </Grid>
          {config?.address ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <ContactCard icon={<PathIcon d={PLACE_OUTLINED} />} title={t('Visit us')}>
                <Typography>{config.address}</Typography>
              </ContactCard>
            </Grid>
          ) : null}
        </Grid>
      </Container>
    </>
  );
}
