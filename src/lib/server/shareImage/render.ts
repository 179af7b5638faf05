import sharp, { type OverlayOptions } from 'sharp';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCard } from '@/lib/seo/shareCard';
import { decodeSource } from './sources';
import { fitText, loadFonts, type TextImage, type TextStyle } from './text';

/**
 * Draws a share card as a 1200×630 JPEG. The shapes are an SVG drawing without text; the pictures
 * and the text (./text.ts) are laid over it. Every position is written for left-to-right pages and
 * mirrored for right-to-left ones, so an Arabic card has its picture on the right and its text
 * aligned on the right.
 *
 * Two layouts: a product or category shows its picture in a side panel beside the text; a store
 * (and the shop itself) shows its cover (the landing page's hero) across the top with its logo
 * over the cover's edge.
 */

const W = SHARE_IMAGE_WIDTH;
const H = SHARE_IMAGE_HEIGHT;
const INK = '#1A1D21';
const MUTED = '#4B5563';
const STAR = '#F59E0B';
const WHITE = '#FFFFFF';
const ACCENT_HEIGHT = 12;
/** From the price pill's row to the rating's row above it, in the panel layout. */
const FOOTER_ROW_HEIGHT = 84;

/** Loads a source picture's bytes (./sources.ts readSource, bound to the request's policy). */
export type SourceReader = (url: string | null) => Promise<Buffer | null>;

export interface RenderedShareImage {
  bytes: Buffer;
  /** A picture the card names could not be had: drawn without it, and not cached for long. */
  degraded: boolean;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

/** What a layout produces: layers in painting order (shapes, pictures, text). */
interface Drawing {
  layers: OverlayOptions[];
}

/** An SVG shape as a layer of the whole card's size, painted in its turn. */
const shapeLayer = (svg: string): OverlayOptions => ({
  input: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${svg}</svg>`,
  ),
  left: 0,
  top: 0,
});

function addShape(drawing: Drawing, svg: string) {
  drawing.layers.push(shapeLayer(svg));
}

/** A box in the card's direction: right-to-left cards mirror it. */
const place = (card: ShareCard, box: Box): Box =>
  card.direction === 'rtl' ? { ...box, left: W - box.left - box.width } : box;

/** The left edge of content `width` wide at the start of `column` (left, or right when RTL). */
const startOf = (card: ShareCard, column: Box, width: number) =>
  card.direction === 'rtl' ? column.left + column.width - width : column.left;

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour mixed with white: `amount` of the colour. */
function tint(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex).map((channel) =>
    Math.round(channel * amount + 255 * (1 - amount)),
  );
  return `rgb(${r},${g},${b})`;
}

const rect = (box: Box, fill: string, radius = 0) =>
  `<rect x="${box.left}" y="${box.top}" width="${box.width}" height="${box.height}" rx="${radius}" fill="${fill}"/>`;

const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

/** A five-pointed star in `box` (Noto Sans has no ★, and the card must not need another font). */
function star(box: Box, fill: string): string {
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const outer = box.width / 2;
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** Cuts a picture to a rounded rectangle (or a circle, with radius half its size). */
async function roundCorners(picture: Picture, radius: number): Promise<Picture> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${picture.width}" height="${picture.height}">${rect(
      { left: 0, top: 0, width: picture.width, height: picture.height },
      '#fff',
      radius,
    )}</svg>`,
  );
  const data = await sharp(picture.data)
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return { ...picture, data };
}

async function picture(
  bytes: Buffer | null,
  box: Box,
  fit: 'cover' | 'inside',
  radius: number,
): Promise<Picture | null> {
  if (!bytes) return null;
  const decoded = await decodeSource(bytes, box.width, box.height, fit);
  return decoded && roundCorners(decoded, radius);
}

/** A picture centred in `box`. */
const centred = (image: Picture, box: Box): OverlayOptions => ({
  input: image.data,
  left: Math.round(box.left + (box.width - image.width) / 2),
  top: Math.round(box.top + (box.height - image.height) / 2),
});

const textLayer = (image: TextImage, left: number, top: number): OverlayOptions => ({
  input: image.data,
  left: Math.round(left),
  top: Math.round(top),
});

function textStyle(card: ShareCard, style: Omit<TextStyle, 'direction'>): TextStyle {
  return { ...style, direction: card.direction };
}

/** The first letter of the title in the brand colour: the picture when there is none. */
async function initialTile(card: ShareCard, box: Box, radius: number, drawing: Drawing) {
  addShape(drawing, rect(box, card.color, radius));
  const letter = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(card.title)]
    .map((part) => part.segment)
    .find((part) => part.trim());
  if (!letter) return;
  const size = Math.round(box.height * 0.5);
  const image = await fitText(
    letter,
    textStyle(card, { sizes: [size], bold: true, color: WHITE, width: box.width, maxLines: 1 }),
  );
  if (image) drawing.layers.push(centred(image, box));
}

/**
 * The shop's logo and name in a row at the start of `box` (its height is the logo's); returns the
 * row's left edge and width.
 */
async function siteIdentity(
  card: ShareCard,
  siteLogo: Buffer | null,
  box: Box,
  drawing: Drawing,
): Promise<{ left: number; width: number }> {
  const logoBox = { left: 0, top: box.top, width: box.height, height: box.height };
  const logo = await picture(siteLogo, logoBox, 'inside', Math.round(box.height / 4));
  const gap = logo ? box.height + 16 : 0;
  const name = await fitText(
    card.siteName,
    textStyle(card, {
      sizes: [28, 24],
      bold: true,
      color: card.color,
      width: box.width - gap,
      maxLines: 1,
    }),
  );
  const nameWidth = name?.width ?? 0;
  const rowLeft = startOf(card, box, gap + nameWidth);
  const rtl = card.direction === 'rtl';
  if (logo) {
    const logoLeft = rtl ? rowLeft + nameWidth + 16 : rowLeft;
    drawing.layers.push(centred(logo, { ...logoBox, left: logoLeft }));
  }
  if (name) {
    const nameLeft = rtl ? rowLeft : rowLeft + gap;
    drawing.layers.push(textLayer(name, nameLeft, box.top + (box.height - name.height) / 2));
  }
  return { left: rowLeft, width: gap + nameWidth };
}

/** Something drawn in a row: its width, and how to draw it at a left edge. */
interface Piece {
  width: number;
  draw: (left: number) => void;
}

/** Pieces in a row from the column's start (the first on the right when right-to-left). */
function row(card: ShareCard, column: Box, pieces: Piece[], gap: number) {
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0) + gap * (pieces.length - 1);
  let cursor = startOf(card, column, total);
  const ordered = card.direction === 'rtl' ? [...pieces].reverse() : pieces;
  for (const piece of ordered) {
    piece.draw(cursor);
    cursor += piece.width + gap;
  }
}

/** Star and "4.7 (123)" as a row piece. */
async function ratingPiece(
  card: ShareCard,
  middle: number,
  drawing: Drawing,
): Promise<Piece | null> {
  if (!card.rating) return null;
  const label = await fitText(
    card.rating,
    textStyle(card, { sizes: [30], bold: true, color: MUTED, width: 300, maxLines: 1 }),
  );
  if (!label) return null;
  const starSize = 34;
  const rtl = card.direction === 'rtl';
  return {
    width: starSize + 10 + label.width,
    draw: (left: number) => {
      const starLeft = rtl ? left + label.width + 10 : left;
      addShape(
        drawing,
        star(
          { left: starLeft, top: middle - starSize / 2, width: starSize, height: starSize },
          STAR,
        ),
      );
      drawing.layers.push(
        textLayer(label, rtl ? left : left + starSize + 10, middle - label.height / 2),
      );
    },
  };
}

/** The card's note (where the shop delivers) as a row piece, in the brand colour. */
async function notePiece(
  card: ShareCard,
  column: Box,
  middle: number,
  drawing: Drawing,
): Promise<Piece | null> {
  if (!card.note) return null;
  const label = await fitText(
    card.note,
    textStyle(card, {
      sizes: [30, 26],
      bold: true,
      color: card.color,
      width: column.width,
      maxLines: 1,
    }),
  );
  if (!label) return null;
  return {
    width: label.width,
    draw: (left: number) => drawing.layers.push(textLayer(label, left, middle - label.height / 2)),
  };
}

/** The price in a pill of the brand colour, and the price before the discount struck through. */
async function pricePieces(card: ShareCard, middle: number, drawing: Drawing): Promise<Piece[]> {
  if (!card.price) return [];
  const label = await fitText(
    card.price,
    textStyle(card, { sizes: [40, 34, 28], bold: true, color: WHITE, width: 440, maxLines: 1 }),
  );
  if (!label) return [];
  const pillHeight = 72;
  const pill = {
    width: label.width + 56,
    draw: (left: number) => {
      addShape(
        drawing,
        rect(
          { left, top: middle - pillHeight / 2, width: label.width + 56, height: pillHeight },
          card.color,
          pillHeight / 2,
        ),
      );
      drawing.layers.push(textLayer(label, left + 28, middle - label.height / 2));
    },
  };
  const old = card.oldPrice
    ? await fitText(
        card.oldPrice,
        textStyle(card, {
          sizes: [28],
          bold: false,
          color: MUTED,
          width: 200,
          maxLines: 1,
          strikethrough: true,
        }),
      )
    : null;
  if (!old) return [pill];
  return [
    pill,
    {
      width: old.width,
      draw: (left: number) => drawing.layers.push(textLayer(old, left, middle - old.height / 2)),
    },
  ];
}

/** Title and subtitle stacked, centred vertically in `area`. */
async function headline(
  card: ShareCard,
  area: Box,
  title: Omit<TextStyle, 'direction' | 'width' | 'color'>,
  drawing: Drawing,
) {
  const heading = await fitText(
    card.title,
    textStyle(card, { ...title, color: INK, width: area.width }),
  );
  const subtitle = card.subtitle
    ? await fitText(
        card.subtitle,
        textStyle(card, {
          sizes: [30, 26],
          bold: false,
          color: MUTED,
          width: area.width,
          maxLines: 2,
        }),
      )
    : null;
  const gap = heading && subtitle ? 20 : 0;
  const height = (heading?.height ?? 0) + gap + (subtitle?.height ?? 0);
  let top = area.top + Math.max(0, (area.height - height) / 2);
  for (const image of [heading, subtitle]) {
    if (!image) continue;
    drawing.layers.push(textLayer(image, startOf(card, area, image.width), top));
    top += image.height + gap;
  }
}

interface Sources {
  image: Buffer | null;
  logo: Buffer | null;
  siteLogo: Buffer | null;
}

/** Product and category: picture panel on the start side, text beside it. */
async function panelLayout(card: ShareCard, sources: Sources, drawing: Drawing) {
  const panel = place(card, { left: 0, top: 0, width: 560, height: H });
  addShape(drawing, rect(panel, tint(card.color, 0.12)));
  const media = place(card, { left: 60, top: 95, width: 440, height: 440 });
  const image = await picture(sources.image, media, 'inside', 36);
  if (image) drawing.layers.push(centred(image, media));
  else await initialTile(card, media, 36, drawing);

  const column = place(card, { left: 620, top: 0, width: 520, height: H });
  await siteIdentity(card, sources.siteLogo, { ...column, top: 56, height: 56 }, drawing);

  const priceMiddle = 540;
  const prices = await pricePieces(card, priceMiddle, drawing);
  const ratingMiddle = prices.length ? priceMiddle - FOOTER_ROW_HEIGHT : priceMiddle;
  const rating = await ratingPiece(card, ratingMiddle, drawing);
  if (prices.length) row(card, column, prices, 20);
  if (rating) row(card, column, [rating], 0);
  // The headline ends above the highest footer row, or near the bottom without one.
  const footerTop = rating ? ratingMiddle - 36 : prices.length ? priceMiddle - 50 : H - 60;
  const top = 136;
  await headline(
    card,
    { ...column, top, height: footerTop - top - 16 },
    { sizes: [64, 56, 48, 42], bold: true, maxLines: 3, lineHeight: 1.2 },
    drawing,
  );
}

/**
 * Store and site: cover across the top, round logo over its edge, name and address (or headline)
 * below, rating (or where the shop delivers) at the bottom.
 */
async function bannerLayout(card: ShareCard, sources: Sources, drawing: Drawing) {
  const band = { left: 0, top: 0, width: W, height: 300 };
  const cover = await picture(sources.image, band, 'cover', 0);
  if (cover) drawing.layers.push(centred(cover, band));
  else addShape(drawing, rect(band, tint(card.color, 0.25)));

  const logoBox = place(card, { left: 60, top: 196, width: 200, height: 200 });
  addShape(drawing, circle(logoBox.left + 100, logoBox.top + 100, 110, WHITE));
  const logo = await picture(sources.logo, logoBox, 'cover', 100);
  if (logo) drawing.layers.push(centred(logo, logoBox));
  else await initialTile(card, logoBox, 100, drawing);

  // The site's own name is the headline: only a store names the shop on a chip.
  if (card.kind === 'store') {
    const chip = place(card, { left: 40, top: 36, width: 560, height: 72 });
    await storeChip(card, sources.siteLogo, chip, drawing);
  }

  const column = place(card, { left: 300, top: 0, width: 840, height: H });
  const footerMiddle = 560;
  const footer =
    (await ratingPiece(card, footerMiddle, drawing)) ??
    (await notePiece(card, column, footerMiddle, drawing));
  if (footer) row(card, column, [footer], 0);
  const top = 318;
  const bottom = footer ? footerMiddle - 36 : H - ACCENT_HEIGHT - 24;
  await headline(
    card,
    { ...column, top, height: bottom - top },
    { sizes: [60, 52, 46], bold: true, maxLines: 2, lineHeight: 1.15 },
    drawing,
  );
}

/** The shop's logo and name on a white chip (hugging them) over the cover. */
async function storeChip(card: ShareCard, siteLogo: Buffer | null, chip: Box, drawing: Drawing) {
  const padding = 12;
  const inner = {
    left: chip.left + padding,
    top: chip.top + padding,
    width: chip.width - 2 * padding,
    height: chip.height - 2 * padding,
  };
  const identity: Drawing = { layers: [] };
  const row = await siteIdentity(card, siteLogo, inner, identity);
  if (!identity.layers.length) return;
  const background = {
    left: row.left - padding - 4,
    top: chip.top,
    width: row.width + 2 * (padding + 4),
    height: chip.height,
  };
  addShape(drawing, rect(background, WHITE, chip.height / 2));
  drawing.layers.push(...identity.layers);
}

/** The JPEG of a card; `read` supplies the source pictures. */
export async function renderShareCard(
  card: ShareCard,
  read: SourceReader,
): Promise<RenderedShareImage> {
  await loadFonts();
  // The site card's logo is the shop's logo: each picture is read once.
  const reads = new Map<string | null, Promise<Buffer | null>>();
  const readOnce = (url: string | null) => {
    if (!reads.has(url)) reads.set(url, read(url));
    return reads.get(url) as Promise<Buffer | null>;
  };
  const [image, logo, siteLogo] = await Promise.all([
    readOnce(card.image),
    readOnce(card.logo),
    readOnce(card.siteLogo),
  ]);
  const degraded = Boolean(
    (card.image && !image) || (card.logo && !logo) || (card.siteLogo && !siteLogo),
  );
  const drawing: Drawing = { layers: [] };
  const sources = { image, logo, siteLogo };
  if (card.kind === 'store' || card.kind === 'site') await bannerLayout(card, sources, drawing);
  else await panelLayout(card, sources, drawing);
  addShape(
    drawing,
    rect({ left: 0, top: H - ACCENT_HEIGHT, width: W, height: ACCENT_HEIGHT }, card.color),
  );
  const bytes = await sharp({ create: { width: W, height: H, channels: 3, background: WHITE } })
    .composite(drawing.layers)
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
  return { bytes, degraded };
}
