import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createEmotionCache } from '@/theme/emotionCache';
import { styleTagNames, unusedClassNames } from '@/theme/emotionHydration';

describe('unusedClassNames', () => {
  it.each(['ltr', 'rtl'] as const)(
    'names every class style the %s HTML does not use, and none that it does',
    (direction) => {
      const cache = createEmotionCache(direction);
      // Switches the cache to keeping each style's CSS, as the document does before rendering.
      const { extractCriticalToChunks } = createEmotionServer(cache);
      const html = renderToString(
        createElement(
          CacheProvider,
          { value: cache },
          createElement(AppBar, { position: 'sticky' }, createElement(Button, null, 'Cart')),
        ),
      );

      const shipped = extractCriticalToChunks(html)
        .styles.filter((chunk) => chunk.key === cache.key)
        .flatMap((chunk) => chunk.ids);
      // As the document reads them: from the style tags' data-emotion attributes.
      const tags = [{ props: { 'data-emotion': `${cache.key} ${shipped.join(' ')}` } }];
      const unused = unusedClassNames(cache, styleTagNames(tags));
      const classStyles = Object.keys(cache.inserted).filter(
        (name) => cache.registered[`${cache.key}-${name}`] !== undefined,
      );

      // Composed components (AppBar on Paper, Button on ButtonBase) leave intermediate classes.
      expect(unused.length).toBeGreaterThan(0);
      for (const name of unused) expect(html).not.toContain(`${cache.key}-${name}"`);
      expect(unused.filter((name) => shipped.includes(name))).toEqual([]);
      // Together they account for every class style: the browser will compile none again.
      expect([...shipped, ...unused].sort()).toEqual(classStyles.sort());
    },
  );
});
