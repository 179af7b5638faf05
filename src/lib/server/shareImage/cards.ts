import type { IncomingMessage } from 'http';
import type { Api } from '@/api/client';
import { toApiError } from '@/api/http';
import { cachedConfig, cachedLandingData, createServerApi, requestOrigin } from '@/api/server';
import { findCategory } from '@/features/listing/server';
import { crawlerContext } from '@/lib/seo/crawlerContext';
import {
  categoryCard,
  productCard,
  siteCard,
  storeCard,
  type ShareCard,
  type ShareTarget,
  type SiteConfig,
} from '@/lib/seo/shareCard';

/**
 * The card of a share image's target, built from the same API answers the page was rendered from
 * (src/lib/server/shareImage/pageImages.ts builds the page's side), in the target's language.
 * Read as an anonymous visitor: nothing of the requester's cookies reaches the image.
 */

/** A lookup that answers 4xx (or 200 `{}`) means the target does not exist. */
async function orNull<T>(lookup: Promise<T | null>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 400 && apiError.status < 500) return null;
    throw apiError;
  }
}

async function categoryTarget(api: Api, target: ShareTarget, config: SiteConfig) {
  const [list, modules] = await Promise.all([api.catalog.categories(), api.config.modules()]);
  const category = findCategory(list, target.ref);
  if (!category) return null;
  const moduleType = modules.find((entry) => entry.id === target.moduleId)?.module_type ?? null;
  return categoryCard(category, moduleType, config, target.locale);
}

/** The card of `target`; null when it does not exist. API failures other than 4xx throw. */
export async function loadShareCard(
  req: IncomingMessage,
  target: ShareTarget,
): Promise<ShareCard | null> {
  const api = await createServerApi(
    req,
    target.locale,
    crawlerContext({ moduleId: target.moduleId }),
  );
  const config = await cachedConfig(api, target.locale, requestOrigin(req));
  switch (target.kind) {
    case 'product':
    case 'campaign-item': {
      const campaign = target.kind === 'campaign-item';
      const item = await orNull(api.catalog.item(target.ref, campaign));
      return item && productCard(item, config, target.locale, target.kind);
    }
    case 'store': {
      const store = await orNull(api.catalog.store(target.ref));
      return store && storeCard(store, config, target.locale);
    }
    case 'category':
      return categoryTarget(api, target, config);
    case 'site': {
      const [landing] = await cachedLandingData(api, target.locale, requestOrigin(req));
      return siteCard(config, landing, target.locale);
    }
  }
}
