import { DeliveryLocation } from './DeliveryLocation';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';

/** The strip above the desktop header: delivery location, theme, language and country. */
export function TopStrip() {
  return (
    <div className={styles.topStrip}>
      <div className={classNames(styles.container, styles.stripRow)}>
        <DeliveryLocation />
        <div className={classNames(styles.row, styles.gap8)}>
          <ThemeToggle />
          <LanguageMenu />
        </div>
      </div>
    </div>
  );
}
