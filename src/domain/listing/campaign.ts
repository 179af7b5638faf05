/**
 * Who may open a campaign page (R-LIST-5: a campaign page needs a
 * chosen zone, else 'You must pick a zone to access this page.'; the route is
 * `/campaigns/{id}?module_id`).
 */

/** The message a visitor without a chosen zone reads on a campaign page (R-LIST-5). */
export const ZONE_REQUIRED_MESSAGE = 'You must pick a zone to access this page.';

/** The zone ids of the zone cookie ("[1]", "[2,1]" or a bare "1"), or null when unusable. */
export function chosenZoneIds(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && /^\[?\d+(,\d+)*\]?$/.test(text) ? text : null;
}

export type CampaignAccess =
  /** No chosen zone: the page shows ZONE_REQUIRED_MESSAGE. */
  | { kind: 'zone-required' }
  /** A zone, but no module in the link nor chosen: the visitor picks one on the landing page. */
  | { kind: 'module-required' }
  | { kind: 'open'; moduleId: number; zoneIds: string };

/**
 * A campaign page needs a chosen zone; its module is the link's `module_id`, else the visitor's.
 * `queryModuleId` and `cookieModuleId` are already parsed positive integers (or null).
 */
export function campaignAccess({
  zoneCookie,
  queryModuleId,
  cookieModuleId,
}: {
  zoneCookie: string | null | undefined;
  queryModuleId: number | null;
  cookieModuleId: number | null;
}): CampaignAccess {
  const zoneIds = chosenZoneIds(zoneCookie);
  if (!zoneIds) return { kind: 'zone-required' };
  const moduleId = queryModuleId ?? cookieModuleId;
  if (!moduleId) return { kind: 'module-required' };
  return { kind: 'open', moduleId, zoneIds };
}
