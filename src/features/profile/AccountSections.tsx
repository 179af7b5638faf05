import dynamic from 'next/dynamic';
import { Spinner } from '@/components/Spinner';

/**
 * The account's sections beyond the profile form and orders, each loaded with its section: a
 * member who opens their profile loads only the section they look at.
 */
const loading = () => <Spinner primary label="" />;

/** The inbox: the chat's conversations and thread (R-CHAT-1). */
const InboxChat = dynamic(() => import('@/features/chat/ChatScreen').then((m) => m.ChatScreen), {
  ssr: false,
  loading,
});

export function InboxSection() {
  return <InboxChat pathname="/profile" />;
}

/** The notifications of the last 15 days (API-CUSTOMER-5). */
export const NotificationsSection = dynamic(
  () => import('@/features/notifications/NotificationsList').then((m) => m.NotificationsList),
  { ssr: false, loading },
);

export const WalletSection = dynamic(
  () => import('@/features/account/WalletSection').then((m) => m.WalletSection),
  { ssr: false, loading },
);

export const LoyaltySection = dynamic(
  () => import('@/features/account/LoyaltySection').then((m) => m.LoyaltySection),
  { ssr: false, loading },
);

export const CouponsSection = dynamic(
  () => import('@/features/account/CouponsSection').then((m) => m.CouponsSection),
  { ssr: false, loading },
);

export const ReferralSection = dynamic(
  () => import('@/features/account/ReferralSection').then((m) => m.ReferralSection),
  { ssr: false, loading },
);

export const SettingsSection = dynamic(
  () => import('@/features/account/SettingsSection').then((m) => m.SettingsSection),
  { ssr: false, loading },
);
