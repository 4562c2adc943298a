import { widestFigureWidth } from './variant-plan.js';

/** CSS pixels per unit of the absolute lengths an SVG's width and height may use. */
const pixelsPerUnit: Readonly<Record<string, number>> = {
  '': 1,
  px: 1,
  pt: 96 / 72,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
  q: 96 / 101.6,
};

const lengthPattern = /^\s*([+]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i;

/** An absolute length in CSS pixels; null for '100%', '10em', 'auto' or nothing (no size of its own). */
function lengthInPixels(value: string | null): number | null {
  if (value === null) return null;
  const match = lengthPattern.exec(value);
  if (match === null) return null;
  const perUnit = pixelsPerUnit[(match[2] ?? '').toLowerCase()];
  const pixels = Number(match[1]) * (perUnit ?? Number.NaN);
  return Number.isFinite(pixels) && pixels > 0 ? pixels : null;
}

type ViewBox = { width: number; height: number };

function readViewBox(value: string | null): ViewBox | null {
  if (value === null) return null;
  const numbers = value.trim().split(/[\s,]+/).map(Number);
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return null;
  const [, , width = 0, height = 0] = numbers;
  return width > 0 && height > 0 ? { width, height } : null;
}

export type SvgSize = {
  /** Rounded CSS pixels, at least 1. */
  width: number;
  height: number;
  /** Set when the drawing had no viewBox: one spanning its width and height, so it scales with the <img>. */
  addedViewBox?: string;
};

const whole = (pixels: number) => Math.max(1, Math.round(pixels));

/**
 * An SVG's intrinsic size: its width and height when they are absolute lengths (one of them may
 * come from the viewBox's proportions), else the viewBox's, which are coordinates rather than a
 * size asked for, so a large one is brought down to the widest a figure is drawn (1080). Null when
 * it has neither, so its size is unknown.
 */
export function svgSize(svg: Element): SvgSize | null {
  const width = lengthInPixels(svg.getAttribute('width'));
  const height = lengthInPixels(svg.getAttribute('height'));
  const viewBox = readViewBox(svg.getAttribute('viewBox'));
  if (width !== null && height !== null) {
    // Without a viewBox one user unit is one CSS pixel, so this one draws the same.
    return viewBox === null
      ? { width: whole(width), height: whole(height), addedViewBox: `0 0 ${width} ${height}` }
      : { width: whole(width), height: whole(height) };
  }
  if (viewBox === null) return null;
  if (width !== null) return { width: whole(width), height: whole((width * viewBox.height) / viewBox.width) };
  if (height !== null) return { width: whole((height * viewBox.width) / viewBox.height), height: whole(height) };
  const scale = Math.min(1, widestFigureWidth / Math.max(viewBox.width, viewBox.height));
  return { width: whole(viewBox.width * scale), height: whole(viewBox.height * scale) };
}
