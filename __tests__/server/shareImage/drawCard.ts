/**
 * Draws one share card and writes the JPEG to stdout: run in a child process by
 * __tests__/server/shareImage/render.test.ts under another fontconfig configuration.
 */
import path from 'node:path';
import { renderShareCard } from '@/lib/server/shareImage/render';
import { readSource } from '@/lib/server/shareImage/sources';
import { arabicProductCard } from './cards';

const policy = {
  siteOrigins: ['https://shop.test'],
  backend: null,
  publicDir: path.join(process.cwd(), 'public'),
};

void renderShareCard(arabicProductCard, (url) => readSource(url, policy)).then((image) => {
  process.stdout.write(image.bytes);
});
