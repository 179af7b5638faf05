import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import Link from '@/components/AppLink';
import { useTranslation } from '@/lib/i18n/useTranslation';

/** The 404 and 500 pages: say what happened and offer a way back. */
export function ErrorScreen({ status }: { status: 404 | 500 }) {
  const { t } = useTranslation();
  const title = status === 404 ? t('Page not found') : t('Something went wrong');
  const text =
    status === 404
      ? t('The page you are looking for does not exist or has moved.')
      : t('We could not show this page. Please try again in a moment.');
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        <Typography sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main' }} aria-hidden>
          {status}
        </Typography>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {text}
        </Typography>
        <Button component={Link} href="/" variant="contained">
          {t('Back to home')}
        </Button>
      </Container>
    </>
  );
}
