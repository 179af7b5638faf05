import type { Config } from '@/api/types';
import { EMAIL } from '@/domain/validation/fields';

export interface FooterLink {
  label: string;
  href: string;
}

/**
 * Footer page links. Refund, cancellation and shipping pages show only when the configuration
 * enables them; help and support reads Contact in the parcel module (R-SHELL-10, R-SHELL-14).
 */
export function footerLinks(config: Config, isParcel: boolean): FooterLink[] {
  const links: (FooterLink & { visible: boolean })[] = [
    { label: 'About Us', href: '/about-us', visible: true },
    { label: 'Terms & Conditions', href: '/terms-and-conditions', visible: true },
    { label: 'Privacy Policy', href: '/privacy-policy', visible: true },
    { label: 'Refund Policy', href: '/refund-policy', visible: config.refund_policy === 1 },
    {
      label: 'Cancellation Policy',
      href: '/cancellation-policy',
      visible: config.cancelation_policy === 1,
    },
    { label: 'Shipping Policy', href: '/shipping-policy', visible: config.shipping_policy === 1 },
    { label: isParcel ? 'Contact' : 'Help & Support', href: '/help-and-support', visible: true },
    { label: 'Track Order', href: '/track-order', visible: true },
  ];
  return links.filter((link) => link.visible).map(({ label, href }) => ({ label, href }));
}

export interface AppLink {
  store: 'google' | 'apple';
  label: string;
  url: string;
}

function enabled(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}

/** App download links from `landing_page_links` when their status is on. */
export function appDownloadLinks(config: Config): AppLink[] {
  const links = config.landing_page_links ?? {};
  const result: AppLink[] = [];
  const android = links.app_url_android;
  const ios = links.app_url_ios;
  if (typeof android === 'string' && android && enabled(links.app_url_android_status ?? 1)) {
    result.push({ store: 'google', label: 'Google Play', url: android });
  }
  if (typeof ios === 'string' && ios && enabled(links.app_url_ios_status ?? 1)) {
    result.push({ store: 'apple', label: 'App Store', url: ios });
  }
  return result;
}

/** The first problem of an e-mail for the newsletter (R-SHELL-15), or null. */
export function newsletterEmailError(email: string): string | null {
  const value = email.trim();
  if (!value) return EMAIL.messages.required;
  if (value.length > EMAIL.max) return EMAIL.messages.tooLong;
  return EMAIL.pattern.test(value) ? null : EMAIL.messages.invalid;
}
