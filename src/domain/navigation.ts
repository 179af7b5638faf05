/**
 * Logo click (R-SHELL-3): on `/` it goes to /home if a location is stored, else it stays
 * on `/`; everywhere else it goes to /home.
 */
export function logoTarget(pathname: string, hasStoredLocation: boolean): string {
  if (pathname === '/') return hasStoredLocation ? '/home' : '/';
  return '/home';
}

/**
 * The mobile header's logo opens the module picker instead of navigating when the customer is on
 * /home and two or more modules serve their zone (R-SHELL-2).
 */
export function logoOpensModulePicker(
  pathname: string,
  mobile: boolean,
  moduleCount: number,
): boolean {
  return mobile && pathname === '/home' && moduleCount >= 2;
}

/** After logout the customer goes to /home, or stays on / (R-SHELL-5). */
export function afterLogoutTarget(pathname: string): string {
  return pathname === '/' ? '/' : '/home';
}

/** Where sign-in returns to: the page the customer came from, never an auth page or another site. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/auth/')) return '/';
  return value;
}

export interface ProfileMenuEntry {
  key: string;
  label: string;
  href: string;
}

/** Profile menu entries; wallet, loyalty and referral hide when their config status is 0. */
export function profileMenuEntries(
  config: {
    customer_wallet_status?: number;
    loyalty_point_status?: number;
    ref_earning_status?: number;
  } | null,
): ProfileMenuEntry[] {
  const entries: (ProfileMenuEntry & { visible: boolean })[] = [
    { key: 'profile', label: 'Profile', href: '/profile?page=profile-settings', visible: true },
    { key: 'orders', label: 'My Orders', href: '/profile?page=my-orders', visible: true },
    { key: 'coupons', label: 'Coupons', href: '/profile?page=coupons', visible: true },
    {
      key: 'wallet',
      label: 'My Wallet',
      href: '/profile?page=wallet',
      visible: config?.customer_wallet_status === 1,
    },
    {
      key: 'loyalty',
      label: 'Loyalty Points',
      href: '/profile?page=loyalty-points',
      visible: config?.loyalty_point_status === 1,
    },
    {
      key: 'referral',
      label: 'Referral Code',
      href: '/profile?page=referral-code',
      visible: config?.ref_earning_status === 1,
    },
    { key: 'inbox', label: 'Inbox', href: '/profile?page=inbox', visible: true },
    {
      key: 'notifications',
      label: 'Notifications',
      href: '/profile?page=notifications',
      visible: true,
    },
    { key: 'settings', label: 'Settings', href: '/profile?page=settings', visible: true },
  ];
  return entries
    .filter((entry) => entry.visible)
    .map(({ key, label, href }) => ({ key, label, href }));
}

export type HeaderPicker =
  | { kind: 'categories'; label: 'Categories' }
  | {
      kind: 'stores';
      label: 'Restaurants' | 'Stores';
    };

/**
 * The desktop header's modal pickers (R-SHELL-1): the module's categories
 * and its stores, called Restaurants in food; none without a module, and none for parcel, which has
 * no catalogue.
 */
export function headerPickers(moduleType: string | null | undefined): HeaderPicker[] {
  if (!moduleType || moduleType === 'parcel') return [];
  return [
    { kind: 'categories', label: 'Categories' },
    { kind: 'stores', label: moduleType === 'food' ? 'Restaurants' : 'Stores' },
  ];
}
