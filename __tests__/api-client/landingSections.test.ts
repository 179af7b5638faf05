import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_SECTIONS, landingSections } from '@/api/modules/config';

const root = path.resolve(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('src', 'server')) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

describe('landingSections', () => {
  it('keeps the sections the storefront renders and drops the rest', () => {
    const answer = {
      hero_section: { header_title: 'Hello' },
      fixed_footer_description: 'Footer',
      header_title: 'Hello',
      testimonial_list: [{ name: 'A' }],
      base_urls: { item_image_url: '/x' },
    };
    expect(landingSections(answer)).toEqual({
      hero_section: { header_title: 'Hello' },
      fixed_footer_description: 'Footer',
    });
    expect(landingSections(null)).toEqual({});
  });

  it('keeps every landing field the storefront code reads', () => {
    const code = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'pages'))].join(
      '\n',
    );
    const read = new Set(
      Array.from(code.matchAll(/\blanding\??\.([a-z_]+)\b(?!\.)/g), (m) => m[1]),
    );
    const kept = new Set<string>(LANDING_SECTIONS);
    expect([...read].filter((field) => !kept.has(field))).toEqual([]);
    expect(read.size).toBeGreaterThan(3);
  });
});
