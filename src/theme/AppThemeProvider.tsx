import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import type { ModuleType } from '@/api/types';
import type { Direction } from '@/lib/locale';
import { useAppSelector } from '@/store/hooks';
import { createAppTheme } from './theme';

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

/**
 * Themes by direction and module type. Building one costs several milliseconds (every CSS
 * variable of both colour schemes), and there are only a dozen combinations: the server would
 * otherwise rebuild it for every page it renders.
 */
const themes = new Map<string, ReturnType<typeof createAppTheme>>();

function themeFor(direction: Direction, moduleType: ModuleType | null) {
  const key = `${direction}|${moduleType ?? ''}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme({ direction, moduleType });
    // The module type may come from a cookie: never let odd values grow the map without bound.
    if (themes.size < 32) themes.set(key, theme);
  }
  return theme;
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
  const theme = themeFor(direction, moduleType);
  return (
    <ThemeProvider theme={theme} defaultMode="light" modeStorageKey="theme-mode">
      <CssBaseline enableColorScheme />
      <ColorSchemeSync ready={ready} />
      {children}
    </ThemeProvider>
  );
}
