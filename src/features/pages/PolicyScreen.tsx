import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/Seo';
import type { ShellProps } from '@/lib/server/page';

export interface PolicyScreenProps {
  title: string;
  path: string;
  /** Already sanitised on the server. */
  html: string;
  shell: ShellProps;
}

/** A configured text page (terms, privacy, refund …), rendered from sanitised backend HTML. */
export function PolicyScreen({ title, path, html, shell }: PolicyScreenProps) {
  const { t } = useTranslation();
  const plain = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    <>
      <Seo
        title={t(title)}
        description={plain.slice(0, 160)}
        siteUrl={shell.siteUrl}
        siteName={shell.config?.business_name}
        path={path}
        type="article"
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {t(title)}
        </Typography>
        {html ? (
          <Box
            sx={{
              lineHeight: 1.7,
              '& h2, & h3': { mt: 3, mb: 1 },
              '& a': { color: 'primary.main' },
              '& img': { maxWidth: '100%', height: 'auto' },
            }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <Typography color="textSecondary">{t('This page has no content yet.')}</Typography>
        )}
      </Container>
    </>
  );
}
