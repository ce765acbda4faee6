import zlib from 'node:zlib';
import { assetRoute, assetVersion } from './assets.js';

/**
 * The site icon, a processor chip in the header's colours, drawn once from one list of
 * rectangles: as SVG for browsers that take it (`<link rel="icon">`), and rasterised into a
 * PNG-in-ICO for `/favicon.ico`, which crawlers, feed readers and older browsers ask for.
 */

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Corner radius. */
  r: number;
  fill: string;
}

const GRID = 32;
const NAVY = '#10223d';
const AMBER = '#fbbf24';

const pins = (fixed: number, length: number, vertical: boolean): Box[] =>
  [11, 15, 19].map((at) => (vertical ? { x: at, y: fixed, w: 2, h: length, r: 0, fill: AMBER } : { x: fixed, y: at, w: length, h: 2, r: 0, fill: AMBER }));

const SHAPES: readonly Box[] = [
  { x: 0, y: 0, w: GRID, h: GRID, r: 6, fill: NAVY },
  ...pins(5, 4, true),
  ...pins(23, 4, true),
  ...pins(5, 4, false),
  ...pins(23, 4, false),
  { x: 9, y: 9, w: 14, h: 14, r: 2, fill: AMBER },
  { x: 13, y: 13, w: 6, h: 6, r: 0, fill: NAVY },
];

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}">${SHAPES.map(
  (s) => `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}"${s.r ? ` rx="${s.r}"` : ''} fill="${s.fill}"/>`,
).join('')}</svg>\n`;

function inside(s: Box, px: number, py: number): boolean {
  if (px < s.x || py < s.y || px >= s.x + s.w || py >= s.y + s.h) return false;
  const cx = Math.min(Math.max(px, s.x + s.r), s.x + s.w - s.r);
  const cy = Math.min(Math.max(py, s.y + s.r), s.y + s.h - s.r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= s.r ** 2;
}

/** RGBA pixels of the icon at `size` × `size`, sampled at pixel centres (the last shape on top). */
function raster(size: number): Buffer {
  const scale = GRID / size;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const hit = SHAPES.findLast((s) => inside(s, (x + 0.5) * scale, (y + 0.5) * scale));
      if (!hit) continue;
      const rgb = Buffer.from(hit.fill.slice(1), 'hex');
      rgb.copy(pixels, (y * size + x) * 4);
      pixels[(y * size + x) * 4 + 3] = 255;
    }
  }
  return pixels;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const pixels = raster(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO directory holding one PNG per size (the format Windows Vista and every browser since read). */
function ico(sizes: readonly number[]): Buffer {
  const images = sizes.map(png);
  const dir = Buffer.alloc(6 + 16 * sizes.length);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(sizes.length, 4);
  let offset = dir.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    dir.writeUInt8(size, entry);
    dir.writeUInt8(size, entry + 1);
    dir.writeUInt16LE(1, entry + 4);
    dir.writeUInt16LE(32, entry + 6);
    dir.writeUInt32LE(images[i].length, entry + 8);
    dir.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  return Buffer.concat([dir, ...images]);
}

export const FAVICON_ICO = ico([16, 32]);

export const FAVICON_SVG_VERSION = assetVersion(FAVICON_SVG);

export const faviconSvgRoute = assetRoute('image/svg+xml', FAVICON_SVG, `"svg-${FAVICON_SVG_VERSION}"`, FAVICON_SVG_VERSION);
/** `/favicon.ico` has a fixed name, so it is never cached as immutable. */
export const faviconIcoRoute = assetRoute('image/x-icon', FAVICON_ICO, `"ico-${assetVersion(FAVICON_ICO)}"`, null);
