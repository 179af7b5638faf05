import dynamic from 'next/dynamic';
import Link from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type MouseEvent } from 'react';
import { ClientOnly } from '@/components/ClientOnly';
import { Icon } from '@/components/icons/Icon';
import { logoOpensModulePicker } from '@/domain/navigation';
import { useZoneModules } from '@/features/modules/useZoneModules';
import { useAppSelector } from '@/store/hooks';
import { DeliveryLocation } from './DeliveryLocation';
import { HeaderPickers } from './HeaderPickers';
import { AccountAction, HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { TopStrip } from './TopStrip';
import { classNames } from '@/lib/classNames';
import styles from './shell.module.css';

// Client only (it needs the stored module) and in its own chunk, with MUI: loaded only once a
// module is chosen, so a first visit (a shared link, a search engine) never loads it.
const HeaderSearch = dynamic(() => import('@/features/search/HeaderSearch'), { ssr: false });
const MobileDrawer = dynamic(() => import('./MobileDrawer'), { ssr: false });
const ModulePickerDialog = dynamic(() => import('@/features/modules/ModulePickerDialog'), {
  ssr: false,
});

/** Below 1180 px the header is the mobile one (the theme's lg breakpoint). */
const MOBILE_HEADER_QUERY = '(max-width: 1179.95px)';

/** On /home the mobile logo opens the module picker when two or more modules serve the zone. */
function useLogoModulePicker() {
  const { pathname } = useRouter();
  const modules = useZoneModules({ enabled: pathname === '/home' });
  const [open, setOpen] = useState(false);
  const onLogoClick = (event: MouseEvent) => {
    const mobile = window.matchMedia(MOBILE_HEADER_QUERY).matches;
    if (!logoOpensModulePicker(pathname, mobile, modules.data?.length ?? 0)) return;
    event.preventDefault();
    setOpen(true);
  };
  return { open, close: () => setOpen(false), onLogoClick };
}

/**
 * Desktop header from 1180 px (top strip, logo, Home, actions); below that the mobile header with
 * logo, location, actions and a drawer (R-SHELL-1, R-SHELL-2).
 */
export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const picker = useLogoModulePicker();
  const selectedModule = useAppSelector((state) => state.module.selected);
  // Parcel has no catalogue to search.
  const searchModule = selectedModule?.module_type === 'parcel' ? null : selectedModule;

  return (
    <header className={styles.header}>
      <TopStrip />
      <div className={styles.container}>
        <div className={styles.toolbar}>
          <Logo onNavigate={picker.onLogoClick} />
          <nav aria-label={t('Main')} className={styles.desktopOnly}>
            <Link href="/home" className={styles.button}>
              {t('Home')}
            </Link>
            <ClientOnly>
              <HeaderPickers />
            </ClientOnly>
          </nav>
          <div className={styles.locationSlot}>
            <div className={styles.tabletLocation}>
              <DeliveryLocation maxWidth={260} />
            </div>
          </div>
          <ClientOnly>{searchModule ? <HeaderSearch module={searchModule} /> : null}</ClientOnly>
          <div className={styles.headerActions}>
            <HeaderActions />
          </div>
          <AccountAction />
          <button
            type="button"
            className={classNames(styles.iconButton, styles.mobileOnly)}
            aria-label={t('Open menu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
        </div>
        <div className={styles.phoneLocation}>
          <DeliveryLocation maxWidth={340} />
        </div>
      </div>
      {picker.open ? (
        <ModulePickerDialog open onClose={picker.close} autoSelectSingle={false} />
      ) : null}
      {drawerOpen ? <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
    </header>
  );
}
