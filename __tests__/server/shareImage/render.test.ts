import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { renderShareCard } from '@/lib/server/shareImage/render';
import { readSource } from '@/lib/server/shareImage/sources';
import { paragraphDirection } from '@/lib/server/shareImage/text';
import { arabicProductCard, englishProductCard } from './cards';

const policy = {
  siteOrigins: ['https://shop.test'],
  backend: null,
  publicDir: path.join(process.cwd(), 'public'),
};
const read = (url: string | null) => readSource(url, policy);

async function drawn(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('share image drawing', () => {
  it('draws a 1200×630 JPEG from the item’s own picture', async () => {
    const image = await renderShareCard(englishProductCard, read);
    expect(image.degraded).toBe(false);
    expect(image.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await drawn(image.bytes)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // A photo-like card, not a bare one: well over a flat background's few kilobytes.
    expect(image.bytes.byteLength).toBeGreaterThan(15_000);
  });

  it('draws an Arabic card of its own, its picture on the right', async () => {
    const english = await renderShareCard(englishProductCard, read);
    const arabic = await renderShareCard(arabicProductCard, read);
    expect(arabic.bytes.equals(english.bytes)).toBe(false);
    // The picture panel is tinted: on the left in English, on the right in Arabic.
    const pixel = async (bytes: Buffer, left: number) => [
      ...(await sharp(bytes).extract({ left, top: 20, width: 1, height: 1 }).raw().toBuffer()),
    ];
    const white = [255, 255, 255];
    expect(await pixel(english.bytes, 1180)).toEqual(white);
    expect(await pixel(arabic.bytes, 20)).toEqual(white);
    expect(await pixel(english.bytes, 20)).not.toEqual(white);
    expect(await pixel(arabic.bytes, 1180)).not.toEqual(white);
  });

  it('draws without a picture it may not fetch, and says so', async () => {
    const image = await renderShareCard(
      { ...englishProductCard, image: 'https://elsewhere.test/cake.png' },
      read,
    );
    expect(image.degraded).toBe(true);
    expect(await drawn(image.bytes)).toMatchObject({ width: 1200, height: 630 });
  });

  it('fits very long names', async () => {
    const long = 'Pizza Margherita au basilic frais et mozzarella di bufala '.repeat(6);
    const image = await renderShareCard(
      { ...englishProductCard, title: long, subtitle: long },
      read,
    );
    expect(await drawn(image.bytes)).toMatchObject({ width: 1200, height: 630 });
  });

  it('keeps a Latin address left to right on an Arabic card, Arabic text right to left', () => {
    expect(paragraphDirection('12 Boulevard d’Anfa, Casablanca', 'rtl')).toBe('ltr');
    expect(paragraphDirection('Nike حذاء', 'rtl')).toBe('rtl');
    expect(paragraphDirection('4.7 (123)', 'rtl')).toBe('rtl');
    expect(paragraphDirection('كعكة', 'ltr')).toBe('ltr');
  });

  it('draws the same text on a host without any fonts or font configuration', async () => {
    const here = await renderShareCard(arabicProductCard, read);
    const config = path.join(tmpdir(), `share-image-bare-fonts-${process.pid}.conf`);
    // A fontconfig configuration naming no font directories: only the files the code loads.
    writeFileSync(
      config,
      '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n' +
        '<fontconfig><cachedir>' +
        path.join(tmpdir(), 'share-image-fontconfig-cache') +
        '</cachedir></fontconfig>\n',
    );
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        path.join(__dirname, 'drawCard.ts'),
      ],
      {
        encoding: 'buffer',
        maxBuffer: 8 * 1024 * 1024,
        env: { ...process.env, FONTCONFIG_FILE: config },
      },
    );
    // The same glyphs in the same places; only the host's hinting setting may shade glyph edges.
    expect(await meanDifference(stdout, here.bytes)).toBeLessThan(1.5);
    const otherName = await renderShareCard(
      { ...arabicProductCard, title: 'كعكة الشوكولاتة' },
      read,
    );
    expect(await meanDifference(otherName.bytes, here.bytes)).toBeGreaterThan(1.5);
  }, 60_000);
});

/** Mean absolute difference of two images' channel values (0 to 255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((bytes) => sharp(bytes).raw().toBuffer()));
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += Math.abs(left[index] - right[index]);
  return sum / left.length;
}
