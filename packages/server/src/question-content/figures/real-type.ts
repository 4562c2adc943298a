import type { FigureMediaType } from '../../db/figures-schema.js';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);
/** A UTF-8 byte order mark, then white space, then the first '<' of an XML document. */
const xmlStart = /^(?:\uFEFF)?\s*</;

/**
 * What the bytes are, from their first bytes rather than the name or type they came with: a PNG
 * or JPEG by its signature; 'image/svg+xml' for anything that starts like XML (the sanitiser
 * decides whether it is an SVG); null for anything else (GIF, PDF, WebP, a Word file).
 */
export function realFigureType(data: Uint8Array): FigureMediaType | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png';
  if (bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'image/jpeg';
  if (xmlStart.test(bytes.subarray(0, 1024).toString('utf8'))) return 'image/svg+xml';
  return null;
}

/** The names teachers know the types by. */
export const typeNames: Readonly<Record<FigureMediaType, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/svg+xml': 'SVG',
};
