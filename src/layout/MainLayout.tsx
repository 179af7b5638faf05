import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { ShellDrawersProvider } from './ShellDrawers';

/** Header, main content and footer; a skip link lets keyboard users jump past the header. */
export function MainLayout({
  children,
  footerDescription,
}: {
  children: ReactNode;
  footerDescription?: string | null;
}) {
  const { t } = useTranslation();
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
        <Header />
        <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          {children}
        </Box>
        <Footer description={footerDescription} />
      </Box>
    </ShellDrawersProvider>
  );
}
