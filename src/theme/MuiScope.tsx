import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { MODE_STORAGE_KEY } from './brand';
import { browserEmotionCache } from './emotionCache';
import { useShellTheme } from './ShellTheme';
import { appTheme } from './theme';

const InsideScope = createContext(false);

/**
 * MUI's emotion cache and theme for the parts of the shop built with MUI components (dialogs,
 * drawers, menus, forms, account pages). Only the modules that render MUI import this, so MUI's code
 * loads with them and not with every page. Scopes nest freely: an inner one adds nothing.
 *
 * The theme's CSS variables are already in the page (themeStylesheet.ts), hence
 * disableStyleSheetGeneration; noSsr because the markup does not depend on the colour mode.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  const inside = useContext(InsideScope);
  const { direction, brand, serverEmotionCache } = useShellTheme();
  if (inside) return children;
  return (
    <CacheProvider value={serverEmotionCache ?? browserEmotionCache(direction)}>
      <ThemeProvider
        theme={appTheme(direction, brand)}
        defaultMode="light"
        modeStorageKey={MODE_STORAGE_KEY}
        disableStyleSheetGeneration
        noSsr
      >
        <InsideScope.Provider value>{children}</InsideScope.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** A component (a page, or a part loaded with next/dynamic) rendered inside a MuiScope. */
export function withMuiScope<Props extends object>(Component: ComponentType<Props>) {
  function Scoped(props: Props) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `withMuiScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
