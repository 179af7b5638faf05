import type { PolicyPage } from '@/api/modules/config';
import { sanitizeBackendHtml } from '@/lib/server/sanitize';
import { storefrontPage } from '@/lib/server/page';

type PolicyFlag = 'refund_policy' | 'cancelation_policy' | 'shipping_policy';

/**
 * Server loader for a policy route: fetches the page's HTML in the visitor's language and
 * sanitises it. Pages the configuration switches off are 404.
 */
export function policyPage(page: PolicyPage, title: string, path: string, flag?: PolicyFlag) {
  return storefrontPage(async ({ api, config }) => {
    if (flag && config[flag] !== 1) return { notFound: true };
    const html = sanitizeBackendHtml(await api.config.policyPage(page));
    return { props: { html, title, path } };
  });
}
