import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { HomeListingProps } from './loadHomeListing';

/** `/home?data_type=…` listings and `/home?search=…` results. */
export function HomeListingScreen({ search }: HomeListingProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h1">{search ?? t('Home')}</Typography>
    </Container>
  );
}
