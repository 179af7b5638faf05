import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import dynamic from 'next/dynamic';
import Link from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type MouseEvent } from 'react';
import { logoOpensModulePicker } from '@/domain/navigation';
import { useZoneModules } from '@/features/modules/useZoneModules';
import { DeliveryLocation } from './DeliveryLocation';
import { AccountAction, HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { TopStrip } from './TopStrip';
import { ClientOnly } from '@/components/ClientOnly';

// Client only (it needs the stored module) and in its own chunk: the header's first load stays small.
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
 * logo, location, actions and a drawer (spec document 2 §2).
 */
export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const picker = useLogoModulePicker();

  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', top: 0 }}
    >
      <TopStrip />
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 60, lg: 68 } }}>
          <Logo onNavigate={picker.onLogoClick} />
          <Box component="nav" aria-label={t('Main')} sx={{ display: { xs: 'none', lg: 'block' } }}>
            <Button component={Link} href="/home" color="inherit">
              {t('Home')}
            </Button>
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0, display: { xs: 'flex', lg: 'block' } }}>
            <Box sx={{ display: { xs: 'none', sm: 'flex', lg: 'none' }, minWidth: 0 }}>
              <DeliveryLocation maxWidth={260} />
            </Box>
          </Box>
          <ClientOnly>
            <HeaderSearch />
          </ClientOnly>
          <Stack direction="row" sx={{ alignItems: 'center', display: { xs: 'none', md: 'flex' } }}>
            <HeaderActions />
          </Stack>
          <AccountAction />
          <IconButton
            aria-label={t('Open menu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, pb: 1, mt: -0.5 }}>
          <DeliveryLocation maxWidth={340} />
        </Box>
      </Container>
      {picker.open ? (
        <ModulePickerDialog open onClose={picker.close} autoSelectSingle={false} />
      ) : null}
      {drawerOpen ? <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
    </AppBar>
  );
}
