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

/** A 320 × 180 test-series banner: a stack of answer sheets and a stopwatch on a platinum wash. */
export const sampleTestSeriesImage = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${color.platinumTint}"/><rect x="96" y="40" width="92" height="116" rx="8" fill="${color.platinumAccent}"/><rect x="84" y="30" width="92" height="116" rx="8" fill="${color.surfaceRaised}"/><circle cx="104" cy="56" r="6" fill="${color.brand}"/><rect x="116" y="52" width="46" height="8" rx="4" fill="${color.border}"/><circle cx="104" cy="82" r="6" fill="${color.brand}"/><rect x="116" y="78" width="38" height="8" rx="4" fill="${color.border}"/><circle cx="104" cy="108" r="6" fill="${color.border}"/><rect x="116" y="104" width="42" height="8" rx="4" fill="${color.border}"/><circle cx="226" cy="98" r="34" fill="${color.brand}"/><circle cx="226" cy="98" r="26" fill="${color.surfaceRaised}"/><path d="M226 80v18l12 8" stroke="${color.brand}" stroke-width="5" stroke-linecap="round" fill="none"/><rect x="218" y="56" width="16" height="10" rx="3" fill="${color.brand}"/></svg>`,
);

/** A 320 × 180 course banner: a graduation cap over an open book on a gold wash. */
export const sampleCourseImage = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${color.goldTint}"/><path d="M160 150c-22-14-48-16-70-12V70c22-4 48-2 70 12z" fill="${color.surfaceRaised}"/><path d="M160 150c22-14 48-16 70-12V70c-22-4-48-2-70 12z" fill="${color.goldBorder}"/><path d="M160 24l70 28-70 28-70-28z" fill="${color.text}"/><path d="M126 66v20c20 12 48 12 68 0V66l-34 14z" fill="${color.text}"/><path d="M222 56v34" stroke="${color.goldAccent}" stroke-width="4" stroke-linecap="round"/></svg>`,
);

/** A 120 × 160 book cover: title bars and an author line on the brand colour. */
export const sampleBookCover = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160" width="120" height="160"><rect width="120" height="160" fill="${color.brand}"/><rect width="10" height="160" fill="${color.brandStrong}"/><rect x="22" y="24" width="80" height="10" rx="3" fill="${color.onBrand}"/><rect x="22" y="42" width="60" height="10" rx="3" fill="${color.onBrand}"/><circle cx="62" cy="96" r="22" fill="${color.goldAccent}"/><rect x="22" y="136" width="50" height="6" rx="3" fill="${color.platinumAccent}"/></svg>`,
);

/** The default book cover, shown when a book has no cover or it fails to load. */
export const sampleDefaultBookCover = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160" width="120" height="160"><rect width="120" height="160" fill="${color.neutralTint}"/><rect width="10" height="160" fill="${color.border}"/><path d="M40 56h20v48H40a6 6 0 0 1-6-6V62a6 6 0 0 1 6-6zm20 0h20a6 6 0 0 1 6 6v36a6 6 0 0 1-6 6H60z" fill="${color.borderStrong}"/></svg>`,
);

/** A 160 × 160 mentor's photo stand-in: a face on a platinum background. */
export const sampleMentorPhoto = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><rect width="160" height="160" fill="${color.platinumAccent}"/><circle cx="80" cy="64" r="30" fill="${color.neutral}"/><path d="M24 160a56 56 0 0 1 112 0z" fill="${color.neutral}"/><path d="M72 112l8 20 8-20z" fill="${color.surfaceRaised}"/></svg>`,
);

/** A 240 × 180 banner illustration for a brand-coloured background: a trophy on a podium. */
export const sampleBannerImage = svgDataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180"><circle cx="120" cy="90" r="84" fill="${color.brandStrong}"/><rect x="60" y="132" width="120" height="28" rx="6" fill="${color.platinumAccent}"/><rect x="100" y="112" width="40" height="20" fill="${color.goldBorder}"/><path d="M88 40h64v26a32 32 0 0 1-64 0z" fill="${color.goldAccent}"/><path d="M88 48H72a16 16 0 0 0 18 22M152 48h16a16 16 0 0 1-18 22" stroke="${color.goldAccent}" stroke-width="6" fill="none"/><rect x="112" y="96" width="16" height="18" fill="${color.goldAccent}"/></svg>`,
);
