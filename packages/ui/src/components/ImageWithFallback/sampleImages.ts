import { tokens } from '../../themes/tokens';

/**
 * Small inline SVG images for stories (the Storybook CSP allows data: images), drawn in the
 * theme's own colours so the samples never drift from the palette.
 */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const { color } = tokens;

/** A 320 × 180 exam banner: a question paper with a pencil on a brand background. */
export const sampleExamImage = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${color.brand}"/><rect x="110" y="30" width="100" height="124" rx="8" fill="${color.surfaceRaised}"/><rect x="124" y="50" width="72" height="8" rx="4" fill="${color.border}"/><rect x="124" y="70" width="60" height="8" rx="4" fill="${color.border}"/><rect x="124" y="90" width="66" height="8" rx="4" fill="${color.border}"/><rect x="124" y="110" width="48" height="8" rx="4" fill="${color.border}"/><path d="M230 60l14 14-50 50h-14v-14z" fill="${color.goldAccent}"/></svg>`,
);

/** The app's default exam image: a plain grey book, shown when an exam has no image. */
export const sampleDefaultExamImage = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${color.neutralTint}"/><path d="M120 50h40v84h-40a10 10 0 0 1-10-10V60a10 10 0 0 1 10-10zm40 0h40a10 10 0 0 1 10 10v64a10 10 0 0 1-10 10h-40z" fill="${color.borderStrong}"/></svg>`,
);

/** A learner's photo stand-in: a face on a gold background. */
export const sampleAvatar = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="${color.goldAccent}"/><circle cx="32" cy="26" r="12" fill="${color.text}"/><path d="M10 64a22 22 0 0 1 44 0z" fill="${color.text}"/></svg>`,
);

/** The generic avatar shown when a learner has no photo or it fails to load. */
export const sampleFallbackAvatar = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="${color.neutralSoft}"/><circle cx="32" cy="26" r="12" fill="${color.borderStrong}"/><path d="M10 64a22 22 0 0 1 44 0z" fill="${color.borderStrong}"/></svg>`,
);

/** A path that is never served, so the browser reports a load error. */
export const missingImageSrc = '/images/does-not-exist/sbi-po-banner.png';

/** Another missing path, for a fallback that fails too. */
export const missingFallbackSrc = '/images/does-not-exist/default-exam.png';
