/**
 * Writes styles/theme-variables.css: the theme's CSS variables (both colour schemes, every module
 * brand) from src/theme/themeStylesheet.ts. A build-time file rather than a style tag in every
 * page: the browser caches it with the rest of the CSS, and the server does not send 22 KB of the
 * same variables with every render. Run `npm run theme:css` after changing src/theme; a jest test
 * fails when the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_VARIABLES_FILE, themeVariablesFile } from '../src/theme/themeStylesheet';

const target = path.join(__dirname, '..', THEME_VARIABLES_FILE);
writeFileSync(target, themeVariablesFile());
console.log(`wrote ${THEME_VARIABLES_FILE}`);
