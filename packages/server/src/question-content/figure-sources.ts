/**
 * What the renderer needs to draw a figure a text refers to as `figure:NAME`: the stored picture's
 * addresses and size (figures/ makes them; render/ writes the `<picture>`). Sized so the page does
 * not jump when it arrives, and offered in modern formats at the widths a phone or desktop asks.
 */
export interface FigureSources {
  /** The fallback: the sanitised SVG, or the upload as PNG/JPEG at a moderate width. */
  src: string;
  /** Intrinsic size in CSS pixels, written on the `<img>` so the layout is kept before it loads. */
  width: number;
  height: number;
  /** Modern formats, best first: `{ type: 'image/avif', srcset: '/media/figures/…/360.avif 360w, …' }`. [] for SVG. */
  sources: { type: string; srcset: string }[];
}

/** A text's figures by name; undefined for a name the item does not hold (the renderer reports it). */
export type FigureResolver = (name: string) => FigureSources | undefined;
