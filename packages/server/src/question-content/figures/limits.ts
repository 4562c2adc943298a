/**
 * What an upload may be. 5 MB holds any exam diagram and a phone's photo; 6,000 px a side holds
 * a scanned A4 page at 500 dpi, and keeps a decoded picture under 144 MB of memory.
 */
export const maxFigureBytes = 5 * 1024 * 1024;
export const maxFigureSide = 6000;

/** Sizes as a teacher reads them: '7.2 MB', '840 kB'. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** '6,000': the same grouping as the messages around it. */
export function describePixels(pixels: number): string {
  return pixels.toLocaleString('en-IN');
}
