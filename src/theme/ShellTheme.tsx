import type { EmotionCache } from '@emotion/cache';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ModuleType } from '@/api/types';
import type { Direction } from '@/lib/locale';
import { useAppSelector } from '@/store/hooks';
import { brandAttribute, brandKey, MODE_STORAGE_KEY, type BrandKey } from './brand';

/**
 * What the shell knows about the theme, without MUI: the page itself is styled by CSS modules over
 * the theme's CSS variables (src/theme/themeStylesheet.ts), so MUI's provider only runs where MUI
 * components do (MuiScope), and its code is not part of every page's first load.
 */
export interface ShellThemeValue {
  direction: Direction;
  brand: BrandKey;
  /** The server render's emotion cache (pages/_document extracts the critical CSS from it). */
  serverEmotionCache: EmotionCache | null;
}

const ShellThemeContext = createContext<ShellThemeValue>({
  direction: 'ltr',
  brand: 'default',
  serverEmotionCache: null,
});

export function useShellTheme(): ShellThemeValue {
  return useContext(ShellThemeContext);
}

/** Applies the saved colour mode the way MUI's pre-paint script does (class and storage key). */
function applyColorMode(mode: 'light' | 'dark') {
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  try {
    localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // Private mode: the class still applies for this page.
  }
}

interface Props {
  direction: Direction;
  /** True once redux-persist has restored the saved settings. */
  ready: boolean;
  /** The module a page is about (a shared product link), else the visitor's selected module. */
  pageModuleType?: ModuleType | null;
  serverEmotionCache?: EmotionCache | null;
  children: ReactNode;
}

export function ShellTheme({
  direction,
  ready,
  pageModuleType,
  serverEmotionCache = null,
  children,
}: Props) {
  const selectedType = useAppSelector((state) => state.module.selected?.module_type ?? null);
  const mode = useAppSelector((state) => state.settings.themeMode);
  const brand = brandKey(pageModuleType ?? selectedType);

  useEffect(() => {
    const attribute = brandAttribute(brand);
    if (attribute) document.documentElement.dataset.brand = attribute;
    else delete document.documentElement.dataset.brand;
  }, [brand]);

  useEffect(() => {
    // Before the saved settings are back, the store holds the default: keep the scheme the
    // pre-paint script applied.
    if (ready) applyColorMode(mode);
  }, [mode, ready]);

  const value = useMemo(
    () => ({ direction, brand, serverEmotionCache }),
    [direction, brand, serverEmotionCache],
  );
  return <ShellThemeContext.Provider value={value}>{children}</ShellThemeContext.Provider>;
}
