import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { memo, useMemo, type ReactNode } from 'react';
import { HydrateWhenIdle } from '@/components/HydrateWhenIdle';
import { Footer } from './Footer';
import { Header } from './Header';
import { MODULE_RAIL_WIDTH } from './moduleRailWidth';
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
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            insetInlineStart: 8,
            top: -48,
            zIndex: 2000,
            bgcolor: 'background.paper',
            color: 'text.primary',
            px: 2,
            py: 1,
            borderRadius: 1,
            '&:focus': { top: 8 },
          }}
        >
          {t('Skip to content')}
        </Box>
        <HydrateWhenIdle>{header}</HydrateWhenIdle>
        {withRail ? <ModuleRail /> : null}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          // The rail's room is reserved from the server render on, so nothing shifts when it appears.
          sx={{
            flexGrow: 1,
            outline: 'none',
            paddingInlineStart: withRail ? { lg: `${MODULE_RAIL_WIDTH}px` } : undefined,
          }}
        >
          {children}
        </Box>
        <HydrateWhenIdle>{footer}</HydrateWhenIdle>
      </Box>
    </ShellDrawersProvider>
  );
});
