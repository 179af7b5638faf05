import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { ErrorScreen } from '@/features/pages/ErrorScreen';
import { withMuiScope } from '@/theme/MuiScope';

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => ({
  props: await serverSideTranslations(locale, ['common']),
});

function ServerErrorPage() {
  return <ErrorScreen status={500} />;
}

export default withMuiScope(ServerErrorPage);
