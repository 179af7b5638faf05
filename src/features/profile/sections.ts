import type { Profile } from '@/api/types';
import type { ProfileMenuEntry } from '@/domain/navigation';

/** The `page` values of /profile (R-ACCOUNT-1). */
export const PROFILE_PAGES = [
  'profile-settings',
  'my-orders',
  'coupons',
  'wallet',
  'loyalty-points',
  'referral-code',
  'inbox',
  'notifications',
  'settings',
] as const;

export type ProfilePage = (typeof PROFILE_PAGES)[number];

export const DEFAULT_PROFILE_PAGE: ProfilePage = 'profile-settings';

/** The `page` value a profile menu entry links to. */
export function pageOfEntry(entry: Pick<ProfileMenuEntry, 'href'>): string | null {
  const query = entry.href.split('?')[1] ?? '';
  return new URLSearchParams(query).get('page');
}

/**
 * The section to show: the requested page when it is known and its menu entry is visible (wallet,
 * loyalty and referral hide when their config status is 0), else profile settings.
 */
export function resolveProfilePage(requested: unknown, entries: ProfileMenuEntry[]): ProfilePage {
  if (typeof requested !== 'string') return DEFAULT_PROFILE_PAGE;
  const known = (PROFILE_PAGES as readonly string[]).includes(requested);
  const visible = entries.some((entry) => pageOfEntry(entry) === requested);
  return known && visible ? (requested as ProfilePage) : DEFAULT_PROFILE_PAGE;
}

const SOCIAL_MEDIUMS = new Set(['google', 'facebook', 'apple', 'social']);

/** Social-login accounts have no password to change (R-ACCOUNT-2). */
export function isSocialAccount(profile: Pick<Profile, 'login_medium' | 'social_id'>): boolean {
  if (profile.social_id) return true;
  return SOCIAL_MEDIUMS.has((profile.login_medium ?? '').toLowerCase());
}
