import { avatarInitials } from '@/domain/chat/avatar';
import styles from './chat.module.css';

/** A partner's picture, or their initials on the brand colour when there is none. */
export function ChatAvatar({ name, image }: { name: string; image?: string | null }) {
  return (
    <span className={styles.avatar} aria-hidden>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- backend images of any host, small
        <img src={image} alt="" loading="lazy" decoding="async" />
      ) : (
        avatarInitials(name)
      )}
    </span>
  );
}
