import type { ServerResponse } from 'node:http';
import type { NextPageContext } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { ErrorScreen } from '@/features/pages/ErrorScreen';
import { notFoundBody, serverErrorBody } from '@/server/api/errors';
import { MALFORMED_URL_STATUS, malformedUrlBody } from '@/server/api/middleware/url';

interface ErrorPageProps extends Partial<SSRConfig> {
  statusCode: number;
}

function ErrorPage({ statusCode }: ErrorPageProps) {
  return <ErrorScreen status={statusCode === 404 ? 404 : 500} />;
}

/**
 * Next's router answers some requests itself, through this page, before any API route runs: a path
 * with a percent-escape that does not decode (`/api/v1/stores/%c0%af`) is a 400. Under `/api/` the
 * answer is the API's JSON error, which its clients read, not an HTML page. Next renders nothing
 * once the response is sent.
 */
function answerAsApi(res: ServerResponse, statusCode: number) {
  const body =
    statusCode === MALFORMED_URL_STATUS
      ? malformedUrlBody()
      : statusCode === 404
        ? notFoundBody()
        : serverErrorBody();
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * Rendered when a page answers, not when the shop is built: the document carries the configuration
 * the server started with (src/lib/publicEnv.ts), which a 404 or 500 page built ahead of time would
 * have frozen at the build machine's.
 */
async function getInitialProps({
  req,
  res,
  err,
  locale,
}: NextPageContext): Promise<ErrorPageProps> {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  if (res && req?.url?.startsWith('/api/') && !res.headersSent) {
    answerAsApi(res, statusCode);
    return { statusCode };
  }
  // In the browser (an error thrown while navigating) the translator already holds the messages
  // of the pages seen before (src/lib/i18n/pageTranslator.ts).
  if (typeof window !== 'undefined') return { statusCode };
  const { pageTranslations } = await import('@/lib/server/translations');
  return { statusCode, ...(await pageTranslations(locale ?? 'en', ['common'])) };
}

export default Object.assign(ErrorPage, { getInitialProps });
