/**
 * The spec's layout, shared by the swiper configuration and the static row shown before swiper
 * arrives (which must match it to the pixel, or the page would jump when swiper takes over).
 */
export const testimonialsSlideGap = 30;

/** Cards per view from each breakpoint: 1 on phones, 2 from 640 px, 3 from 1024 px. */
export const testimonialsPerView = { mobile: 1, tablet: 2, desktop: 3 } as const;
