import { profileMenuEntries } from '@/domain/navigation';
import {
  DEFAULT_PROFILE_PAGE,
  isSocialAccount,
  pageOfEntry,
  resolveProfilePage,
} from '@/features/profile/sections';

const allOn = { customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 };

describe('resolveProfilePage', () => {
  it('defaults to profile settings', () => {
    expect(resolveProfilePage(undefined, profileMenuEntries(allOn))).toBe(DEFAULT_PROFILE_PAGE);
    expect(resolveProfilePage(['wallet'], profileMenuEntries(allOn))).toBe('profile-settings');
    expect(resolveProfilePage('unknown', profileMenuEntries(allOn))).toBe('profile-settings');
  });

  it('accepts every page of the specification when all entries are on', () => {
    for (const page of [
      'my-orders',
      'coupons',
      'wallet',
      'loyalty-points',
      'referral-code',
      'inbox',
      'notifications',
      'settings',
    ]) {
      expect(resolveProfilePage(page, profileMenuEntries(allOn))).toBe(page);
    }
  });

  it('does not open sections whose config status is 0', () => {
    const entries = profileMenuEntries({
      ...allOn,
      customer_wallet_status: 0,
      ref_earning_status: 0,
    });
    expect(resolveProfilePage('wallet', entries)).toBe('profile-settings');
    expect(resolveProfilePage('referral-code', entries)).toBe('profile-settings');
    expect(resolveProfilePage('loyalty-points', entries)).toBe('loyalty-points');
  });

  it('reads the page of a menu entry', () => {
    expect(pageOfEntry({ href: '/profile?page=my-orders' })).toBe('my-orders');
    expect(pageOfEntry({ href: '/profile' })).toBeNull();
  });
});

describe('isSocialAccount', () => {
  it('spots social logins by medium or social id', () => {
    expect(isSocialAccount({ login_medium: 'manual', social_id: null })).toBe(false);
    expect(isSocialAccount({ login_medium: 'Google', social_id: null })).toBe(true);
    expect(isSocialAccount({ login_medium: null, social_id: '1234' })).toBe(true);
    expect(isSocialAccount({})).toBe(false);
  });
});
