import { tokens } from '../../themes/tokens';

const { color } = tokens;

/** A 960 × 240 profile cover for stories: open books and a rising sun on the brand colours. */
export const sampleCover = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 240" width="960" height="240" preserveAspectRatio="xMidYMid slice"><rect width="960" height="240" fill="${color.brand}"/><circle cx="760" cy="240" r="150" fill="${color.brandStrong}"/><circle cx="760" cy="240" r="90" fill="${color.goldAccent}"/><path d="M120 200c60-30 120-30 180 0V90c-60-30-120-30-180 0z" fill="${color.platinumAccent}"/><path d="M300 200c60-30 120-30 180 0V90c-60-30-120-30-180 0z" fill="${color.brandSoft}"/></svg>`,
)}`;
