import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Direction } from '@/lib/locale';

/**
 * Text for share images, drawn by sharp's text input (Pango with HarfBuzz shaping and FriBidi
 * ordering, so Arabic is joined and laid out right to left).
 *
 * Fonts: Noto Sans and Noto Sans Arabic ship in ./fonts (see its README.md), renamed to the
 * families "Share Noto Sans" and "Share Noto Sans Arabic", and are handed to Pango by file
 * (`fontfile`), which adds them to the process's fontconfig set. No host has fonts of those names,
 * so whatever a host has installed (other Noto versions, none at all, no fontconfig configuration)
 * the text is drawn with these glyphs and metrics, and wraps the same. Every description names both
 * families, the page's script first, so a mixed name ("بيتزا Margherita") takes each script from
 * them rather than from a fallback fontconfig would pick.
 */

const FONT_DIR = path.join(process.cwd(), 'src', 'lib', 'server', 'shareImage', 'fonts');
const FONT_FILES = [
  'NotoSans-Regular.ttf',
  'NotoSans-Bold.ttf',
  'NotoSansArabic-Regular.ttf',
  'NotoSansArabic-Bold.ttf',
];

let fontsReady: Promise<void> | undefined;

/**
 * Registers the shipped fonts once per process (libvips keeps each file it was given). Each file is
 * checked first: fontconfig would skip a missing one silently and draw with whatever it finds, and
 * the check is also what lets the build's file tracing copy the fonts into a standalone server.
 */
async function registerFonts(): Promise<void> {
  for (const file of FONT_FILES) {
    const fontfile = path.join(FONT_DIR, file);
    await access(fontfile).catch(() => {
      throw new Error(`Share image font missing: ${fontfile}`);
    });
    await sharp({ text: { text: '.', fontfile } })
      .png()
      .toBuffer();
  }
}

export function loadFonts(): Promise<void> {
  fontsReady ??= registerFonts().catch((error: unknown) => {
    fontsReady = undefined;
    throw error;
  });
  return fontsReady;
}

export interface TextStyle {
  /** Font sizes to try, largest first: the first at which the text fits is used. */
  sizes: number[];
  bold: boolean;
  color: string;
  /** Width of the text column, in pixels. */
  width: number;
  maxLines: number;
  direction: Direction;
  /** Line pitch as a multiple of the size. */
  lineHeight?: number;
  strikethrough?: boolean;
}

export interface TextImage {
  data: Buffer;
  width: number;
  height: number;
}

const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

const escapeMarkup = (value: string) => value.replace(/[&<>]/g, (char) => MARKUP_ESCAPES[char]);

/** Pango units per point (PANGO_SCALE). */
const PANGO_SCALE = 1024;
/** Longest text drawn at all: names longer than this are cut before fitting. */
const MAX_CHARACTERS = 200;

function fontDescription(style: TextStyle, size: number): string {
  const families =
    style.direction === 'rtl'
      ? 'Share Noto Sans Arabic,Share Noto Sans'
      : 'Share Noto Sans,Share Noto Sans Arabic';
  return `${families} ${style.bold ? 'Bold' : 'Regular'} ${size}`;
}

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LTR_LETTER = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/;

/**
 * The direction of one paragraph on a card: the card's, except that a right-to-left card keeps a
 * paragraph with Latin letters and no right-to-left ones (an address, a brand) left to right, so
 * "12 Boulevard d'Anfa" keeps its number first; it is still aligned on the right.
 */
export function paragraphDirection(text: string, card: Direction): Direction {
  if (card === 'ltr') return 'ltr';
  return LTR_LETTER.test(text) && !RTL_LETTER.test(text) ? 'ltr' : 'rtl';
}

/**
 * The markup of a paragraph. A leading left-to-right or right-to-left mark fixes its direction
 * (./paragraphDirection) whatever script it starts with, so an Arabic name that starts with a Latin
 * word still reads from the right.
 */
function markup(text: string, style: TextStyle, size: number): string {
  const mark = paragraphDirection(text, style.direction) === 'rtl' ? '\u200f' : '\u200e';
  const pitch = Math.round(size * (style.lineHeight ?? 1.2) * PANGO_SCALE);
  const strike = style.strikethrough ? ' strikethrough="true"' : '';
  return `<span foreground="${style.color}" line_height="${pitch}"${strike}>${mark}${escapeMarkup(text)}</span>`;
}

/**
 * Lines align at the card's start. Pango swaps left and right for a right-to-left paragraph, so
 * "left" is the start of a paragraph in the card's direction, and "right" puts a left-to-right
 * paragraph of a right-to-left card on the right.
 */
function alignment(text: string, direction: Direction): 'left' | 'right' {
  return direction === 'rtl' && paragraphDirection(text, direction) === 'ltr' ? 'right' : 'left';
}

async function draw(text: string, style: TextStyle, size: number): Promise<TextImage> {
  const { data, info } = await sharp({
    text: {
      text: markup(text, style, size),
      font: fontDescription(style, size),
      width: style.width,
      wrap: 'word-char',
      align: alignment(text, style.direction),
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Whether drawn text (cropped to its ink) stays within `maxLines` lines at `size`. */
function fits(image: TextImage, style: TextStyle, size: number): boolean {
  const pitch = size * (style.lineHeight ?? 1.2);
  return image.height <= (style.maxLines - 1) * pitch + size * 1.5 && image.width <= style.width;
}

const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
    (part) => part.segment,
  );

/** The text cut to its first `count` words, with an ellipsis. */
function cut(words: string[], count: number): string {
  return `${words
    .slice(0, count)
    .join(' ')
    .replace(/[\s,.;:،-]+$/u, '')}…`;
}

/**
 * Draws `text` in the first size that fits the column in `maxLines` lines; at the smallest size it
 * is cut by words (binary search) and ends with an ellipsis. Null for empty text.
 */
export async function fitText(text: string, style: TextStyle): Promise<TextImage | null> {
  const clean = graphemes(text.replace(/\s+/g, ' ').trim()).slice(0, MAX_CHARACTERS).join('');
  if (!clean) return null;
  for (const size of style.sizes) {
    const image = await draw(clean, style, size);
    if (fits(image, style, size)) return image;
  }
  const size = style.sizes[style.sizes.length - 1];
  const words = clean.split(' ');
  let low = 1;
  let high = words.length - 1;
  let best = await draw(cut(words, 1), style, size);
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const image = await draw(cut(words, middle), style, size);
    if (fits(image, style, size)) {
      best = image;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return fits(best, style, size) ? best : cropToLines(best, style, size);
}

/** A single unbreakable run longer than the column's lines: keep what fits. */
async function cropToLines(image: TextImage, style: TextStyle, size: number): Promise<TextImage> {
  const height = Math.floor((style.maxLines - 1) * size * (style.lineHeight ?? 1.2) + size * 1.5);
  const width = Math.min(image.width, style.width);
  const left = style.direction === 'rtl' ? image.width - width : 0;
  const data = await sharp(image.data)
    .extract({ left, top: 0, width, height: Math.min(height, image.height) })
    .png()
    .toBuffer();
  return { data, width, height: Math.min(height, image.height) };
}
