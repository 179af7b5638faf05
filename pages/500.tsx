import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { ErrorScreen } from '@/features/pages/ErrorScreen';

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => ({
  props: await serverSideTranslations(locale, ['common']),
});

export default function ServerErrorPage() {
  return <ErrorScreen status={500} />;
}
