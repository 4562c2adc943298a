import { tokens } from '../../themes/tokens';

const { color } = tokens;

/** A plain 16:9 screen in the theme's colours, for a lesson whose poster is missing or broken. */
export const lessonPosterFallback = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${color.neutral}"/><rect x="100" y="50" width="120" height="80" rx="10" fill="${color.neutralStrong}"/></svg>`,
)}`;
