import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import type { ModuleType } from '@/api/types';
import type { Direction } from '@/lib/locale';
import { useAppSelector } from '@/store/hooks';
import { appTheme } from './theme';

/** Keeps MUI's colour scheme in step with the theme mode saved in settings. */
function ColorSchemeSync({ ready }: { ready: boolean }) {
  const mode = useAppSelector((state) => state.settings.themeMode);
  const { setMode } = useColorScheme();
  useEffect(() => {
    // Before the saved settings are back, the store holds the default: do not override the
    // scheme the pre-paint script already applied.
    if (ready) setMode(mode);
  }, [mode, ready, setMode]);
  return null;
}

interface Props {
  direction: Direction;
  /** True once redux-persist has restored the saved settings. */
  ready: boolean;
  /** The module a page is about (a shared product link), else the visitor's selected module. */
  pageModuleType?: ModuleType | null;
  children: ReactNode;
}

export function AppThemeProvider({ direction, ready, pageModuleType, children }: Props) {
  const selectedType = useAppSelector((state) => state.module.selected?.module_type ?? null);
  const moduleType = pageModuleType ?? selectedType;
  const theme = appTheme(direction, moduleType);
  return (
    // noSsr: the markup does not depend on the mode (colours are CSS variables and the pre-paint
    // script sets the scheme class), so the provider need not render twice to learn it after
    // hydration; that second pass changed its context and forced every late-hydrating part of
    // the page (HydrateWhenIdle) to hydrate at once.
    <ThemeProvider theme={theme} defaultMode="light" modeStorageKey="theme-mode" noSsr>
      <CssBaseline enableColorScheme />
      <ColorSchemeSync ready={ready} />
      {children}
    </ThemeProvider>
  );
}
