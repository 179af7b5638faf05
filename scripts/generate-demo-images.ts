/**
 * Generates the demo marketplace images (offline, no network) into public/demo/<folder>/<file>.svg.
 * Each image is composed from the MIT-licensed Fluent Emoji (flat) set shipped by
 * @iconify-json/fluent-emoji-flat: an emoji body is defined once as a <symbol> and placed with <use>.
 * Run: npx tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { demoImageManifest, type ImageSpec } from '../src/server/db/seed/images';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
}

const ROOT = path.join(process.cwd(), 'public', 'demo');
const iconSet = JSON.parse(
  readFileSync(
    path.join(process.cwd(), 'node_modules/@iconify-json/fluent-emoji-flat/icons.json'),
    'utf8',
  ),
) as IconSet;

function emojiBody(name: string): string {
  const icon = iconSet.icons[name] ?? iconSet.icons[iconSet.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`Unknown emoji "${name}"`);
  return icon.body;
}

/** Prefixes ids inside an emoji body so two emoji in one file cannot clash. */
function scopeIds(body: string, prefix: string): string {
  return body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/** Deterministic 32-bit hash of a string (FNV-1a). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const PASTELS = [
  '#fde2e4',
  '#fff1e6',
  '#e2ece9',
  '#dfe7fd',
  '#fef9c3',
  '#e0f2fe',
  '#f3e8ff',
  '#dcfce7',
  '#ffedd5',
  '#fce7f3',
  '#e0e7ff',
  '#ecfccb',
  '#ccfbf1',
  '#fae8ff',
  '#fef3c7',
  '#e7e5e4',
];
const GRADIENTS: [string, string][] = [
  ['#ff9a8b', '#ff6a88'],
  ['#f6d365', '#fda085'],
  ['#84fab0', '#8fd3f4'],
  ['#a1c4fd', '#c2e9fb'],
  ['#d4fc79', '#96e6a1'],
  ['#fbc2eb', '#a6c1ee'],
  ['#ffecd2', '#fcb69f'],
  ['#a18cd1', '#fbc2eb'],
  ['#89f7fe', '#66a6ff'],
  ['#fdcbf1', '#e6dee9'],
  ['#fddb92', '#d1fdff'],
  ['#43e97b', '#38f9d7'],
];

function compose(spec: ImageSpec): string {
  const h = hash(`${spec.folder}/${spec.file}`);
  const pastel = PASTELS[h % PASTELS.length];
  const pastel2 = PASTELS[(h >>> 4) % PASTELS.length];
  const [g1, g2] = GRADIENTS[(h >>> 8) % GRADIENTS.length];
  const defs: string[] = [];
  const symbolIds = spec.emojis.map((name, i) => {
    const id = `e${i}`;
    defs.push(
      `<symbol id="${id}" viewBox="0 0 32 32">${scopeIds(emojiBody(name), `${id}_`)}</symbol>`,
    );
    return id;
  });
  const place = (i: number, x: number, y: number, size: number, rotate = 0) => {
    const id = symbolIds[i % symbolIds.length];
    const t = rotate ? ` transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})"` : '';
    return `<use href="#${id}" x="${x}" y="${y}" width="${size}" height="${size}"${t}/>`;
  };
  const gradient = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${g1}"/><stop offset="1" stop-color="${g2}"/></linearGradient>`;
  let w: number;
  let hgt: number;
  let body: string;
  switch (spec.style) {
    case 'square':
    case 'square-alt': {
      w = hgt = 600;
      const alt = spec.style === 'square-alt';
      body =
        `<rect width="600" height="600" fill="${alt ? pastel2 : pastel}"/>` +
        `<circle cx="300" cy="300" r="230" fill="#fff" opacity=".55"/>` +
        place(0, 140, 140, 320, alt ? -12 : 0);
      break;
    }
    case 'circle':
      w = hgt = 256;
      body = `<circle cx="128" cy="128" r="128" fill="${pastel}"/>` + place(0, 48, 48, 160);
      break;
    case 'badge':
      w = hgt = 300;
      body =
        `<circle cx="150" cy="150" r="144" fill="#fff" stroke="${g2}" stroke-width="8"/>` +
        `<circle cx="150" cy="150" r="120" fill="${pastel}"/>` +
        place(0, 80, 80, 140);
      break;
    case 'icon':
      w = hgt = 128;
      body = `<rect width="128" height="128" rx="28" fill="${pastel}"/>` + place(0, 20, 20, 88);
      break;
    case 'thumb':
      w = 400;
      hgt = 300;
      defs.push(gradient);
      body = `<rect width="400" height="300" rx="24" fill="url(#bg)"/>` + place(0, 110, 60, 180);
      break;
    case 'logo':
      w = hgt = 512;
      defs.push(gradient);
      body = `<rect width="512" height="512" rx="112" fill="url(#bg)"/>` + place(0, 96, 96, 320);
      break;
    case 'cover': {
      w = 1200;
      hgt = 400;
      defs.push(gradient);
      const n = spec.emojis.length;
      const parts = [`<rect width="1200" height="400" fill="url(#bg)"/>`];
      parts.push(
        `<circle cx="1050" cy="60" r="180" fill="#fff" opacity=".18"/><circle cx="120" cy="380" r="140" fill="#fff" opacity=".15"/>`,
      );
      for (let i = 0; i < n; i++) {
        const size = 150 + ((h >>> (i * 3)) % 5) * 12;
        const x = 60 + (i * 1080) / n + ((h >>> (i * 5)) % 50);
        const y = i % 2 === 0 ? 60 : 190;
        parts.push(place(i, x, y, size, ((h >>> (i * 7)) % 30) - 15));
      }
      body = parts.join('');
      break;
    }
    case 'banner': {
      w = 1200;
      hgt = 400;
      defs.push(gradient);
      const sizes = [260, 170, 140];
      const spots = [
        [800, 70],
        [640, 190],
        [1020, 220],
      ];
      const parts = [
        `<rect width="1200" height="400" fill="url(#bg)"/>`,
        `<circle cx="930" cy="200" r="230" fill="#fff" opacity=".22"/>`,
        `<circle cx="80" cy="40" r="120" fill="#fff" opacity=".12"/>`,
      ];
      spec.emojis.slice(0, 3).forEach((_, i) => {
        parts.push(place(i, spots[i][0], spots[i][1], sizes[i], i === 0 ? 0 : i === 1 ? -10 : 12));
      });
      body = parts.join('');
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}"><defs>${defs.join('')}</defs>${body}</svg>`;
}

/** Strips whitespace between tags and trims numbers' redundant zeros. */
function minify(svg: string): string {
  return svg
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    const st = statSync(p);
    total += st.isDirectory() ? dirSize(p) : st.size;
  }
  return total;
}

function main(): void {
  const manifest = demoImageManifest();
  rmSync(ROOT, { recursive: true, force: true });
  for (const spec of manifest) {
    const dir = path.join(ROOT, spec.folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, spec.file), minify(compose(spec)));
  }
  writeFileSync(
    path.join(ROOT, 'ATTRIBUTION.txt'),
    [
      'Demo images generated by scripts/generate-demo-images.ts (do not edit by hand).',
      'Emoji artwork: Fluent Emoji (flat) by Microsoft, MIT License,',
      'via the @iconify-json/fluent-emoji-flat package (https://github.com/microsoft/fluentui-emoji).',
      '',
    ].join('\n'),
  );
  const bytes = dirSize(ROOT);
  console.info(
    `Wrote ${manifest.length} images to public/demo (${(bytes / 1024 / 1024).toFixed(2)} MB)`,
  );
}

main();
