import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { memo, useMemo, type ReactNode } from 'react';
import { HydrateWhenIdle } from '@/components/HydrateWhenIdle';
import { Footer } from './Footer';
import { Header } from './Header';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';
import { ShellDrawersProvider } from './ShellDrawers';

// Client-only and fixed in place: it needs the stored zone, and appearing late moves nothing.
const ModuleRail = dynamic(() => import('./ModuleRail'), { ssr: false });

// The same element on every render, so the header's late hydration is never forced early.
const header = <Header />;

/** Pages that show the side rail of module icons. */
const RAIL_PAGES = new Set(['/home']);

/**
 * Header, main content and footer; a skip link lets keyboard users jump past the header.
 * Memoised: the app re-renders when the saved state is restored, and the layout's props do not
 * change then (the header's parts that read the state re-render on their own).
 */
export const MainLayout = memo(function MainLayout({
  children,
  footerDescription,
}: {
  children: ReactNode;
  footerDescription?: string | null;
}) {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  const withRail = RAIL_PAGES.has(pathname);
  const footer = useMemo(() => <Footer description={footerDescription} />, [footerDescription]);
  return (
    <ShellDrawersProvider>
      <div className={styles.page}>
        <a className={styles.skipLink} href="#main">
          {t('Skip to content')}
        </a>
        <HydrateWhenIdle>{header}</HydrateWhenIdle>
        {withRail ? <ModuleRail /> : null}
        <main
          id="main"
          tabIndex={-1}
          className={classNames(styles.main, withRail && styles.withRail)}
        >
          {children}
        </main>
        <HydrateWhenIdle>{footer}</HydrateWhenIdle>
      </div>
    </ShellDrawersProvider>
  );
});
