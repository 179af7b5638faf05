import type { ApiRequestContext } from '@/api/http';

/**
 * The API context of a crawler or link preview: no session, no guest, no location. What is built
 * with it (sitemaps, share images, the pages shared caches keep) is the same for every visitor, so
 * nothing of the requester's cookies may reach it; only the module and zones the URL names.
 */
export function crawlerContext(
  scope: { moduleId?: number | null; zoneIds?: string | null } = {},
): Partial<ApiRequestContext> {
  return {
    moduleId: scope.moduleId ?? null,
    zoneIds: scope.zoneIds ?? null,
    latitude: null,
    longitude: null,
    token: null,
    guestId: null,
  };
}
