import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { makeStore } from '@/store';
import { createEmotionCache } from '@/theme/emotionCache';
import { MuiScope } from '@/theme/MuiScope';
import { ShellTheme } from '@/theme/ShellTheme';

/**
 * The server render of a part built with MUI (a legacy screen, an overlay): inside its MuiScope it
 * uses the document's emotion cache for the page's direction, so an Arabic page ships its MUI styles
 * from the `mui-rtl` cache, mirrored. This was checked on the policy pages in e2e/shell.spec.ts
 * until they became plain elements.
 */
describe('MuiScope on the server', () => {
  it.each([
    ['ltr', 'mui', 'margin-left:12px'],
    ['rtl', 'mui-rtl', 'margin-right:12px'],
  ] as const)('renders %s MUI styles from the %s cache', (direction, key, rule) => {
    const cache = createEmotionCache(direction);
    // Keeps each style's CSS, as the document does before rendering.
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const { store } = makeStore();
    const html = renderToString(
      <ReduxProvider store={store}>
        <ShellTheme direction={direction} ready={false} serverEmotionCache={cache}>
          <MuiScope>
            <Box sx={{ marginLeft: '12px' }}>Policy</Box>
          </MuiScope>
        </ShellTheme>
      </ReduxProvider>,
    );

    expect(html).toMatch(new RegExp(` ${key}-[0-9a-z]+"`));
    const chunks = extractCriticalToChunks(html).styles.filter((chunk) => chunk.key === key);
    const css = chunks.map((chunk) => chunk.css).join('');
    expect(css).toContain(rule);
  });
});
