import type { GetServerSideProps } from 'next';
import { COOKIE, parseCookieHeader } from '@/lib/cookies';

/**
 * The module home needs a delivery location and a module. A visitor without them is sent to the
 * landing page, where the location is chosen; the module home itself arrives with the browse screens.
 */
export const getServerSideProps: GetServerSideProps = async ({ req, locale }) => {
  const cookies = parseCookieHeader(req.headers.cookie);
  const prefix = locale && locale !== 'en' ? `/${locale}` : '';
  if (!cookies[COOKIE.zoneIds] || !cookies[COOKIE.moduleId]) {
    return { redirect: { destination: `${prefix}/`, permanent: false } };
  }
  return { notFound: true };
};

export default function HomePage() {
  return null;
}
