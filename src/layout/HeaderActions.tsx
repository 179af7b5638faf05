import { useQuery } from '@tanstack/react-query';
import Link from '@/components/AppLink';
import { useRouter } from 'next/router';
import { queryKeys } from '@/api/queryKeys';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/paths';
import { useAppSelector } from '@/store/hooks';
import { ProfileMenu } from './ProfileMenu';
import { useShellDrawers } from './ShellDrawers';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';

/** Sign In, or the profile menu when signed in. */
export function AccountAction() {
  const { t } = useTranslation();
  const router = useRouter();
  const token = useAppSelector((state) => state.session.token);
  if (token) return <ProfileMenu />;
  return (
    <Link
      href={`/auth/sign-in?from=${encodeURIComponent(router.asPath)}`}
      className={classNames(styles.button, styles.contained)}
    >
      {t('Sign In')}
    </Link>
  );
}

/** The count over an icon, capped at 99+; nothing at zero (the button's label carries it too). */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** An icon button that opens a drawer, with its count in the label and on a badge. */
function DrawerButton({
  label,
  icon,
  count,
  onClick,
}: {
  label: string;
  icon: IconName;
  count: number;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      title={label}
      aria-label={`${label} (${count})`}
      onClick={onClick}
    >
      <Icon name={icon} />
      <CountBadge count={count} />
    </button>
  );
}

/**
 * The chat link with the unread total. The header never fetches it: the live notifications
 * (loaded after first paint) and the chat screens write it into the query cache.
 */
function ChatLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const unread = useQuery<number>({
    queryKey: queryKeys.chatUnread(token),
    queryFn: () => 0,
    enabled: false,
  }).data;
  const count = unread ?? 0;
  const label = count > 0 ? `${t('Chat')} (${count})` : t('Chat');
  return (
    <Link href="/chatting" className={styles.iconButton} title={t('Chat')} aria-label={label}>
      <Icon name="chat" />
      <CountBadge count={count} />
    </Link>
  );
}

/** Track order (guests), chat, wishlist and cart with badges from state. */
export function HeaderActions() {
  const { t } = useTranslation();
  const token = useAppSelector((state) => state.session.token);
  const cartCount = useAppSelector((state) => state.cart.items.length);
  const wishlistCount = useAppSelector(
    (state) => state.wishlist.itemIds.length + state.wishlist.storeIds.length,
  );
  const isParcel = useAppSelector((state) => state.module.selected?.module_type === 'parcel');
  const drawers = useShellDrawers();
  // The parcel module hides cart, wishlist, chat and track-order icons (R-SHELL-9).
  if (isParcel) return null;

  return (
    <div className={styles.row}>
      {token ? (
        <ChatLink token={token} />
      ) : (
        <Link
          href="/track-order"
          className={styles.iconButton}
          title={t('Track order')}
          aria-label={t('Track order')}
        >
          <Icon name="shipping" />
        </Link>
      )}
      <DrawerButton
        label={t('Wishlist')}
        icon="favoriteBorder"
        count={wishlistCount}
        onClick={() => drawers.open('wishlist')}
      />
      <DrawerButton
        label={t('Cart')}
        icon="cart"
        count={cartCount}
        onClick={() => drawers.open('cart')}
      />
    </div>
  );
}
