import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { withMuiScope } from '@/theme/MuiScope';

/** Shown with HTTP 503 when the marketplace API cannot be reached. */
function ServiceUnavailableContent() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {t('We will be right back')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('The shop cannot reach its service right now. Please try again in a moment.')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('Try again')}
      </Button>
    </Container>
  );
}

/** Rendered from next/dynamic on pages without MUI: brings its own MuiScope. */
export const ServiceUnavailable = withMuiScope(ServiceUnavailableContent);
