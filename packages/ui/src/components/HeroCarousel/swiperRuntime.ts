import { createContext } from 'react';
import type { Autoplay } from 'swiper/modules';
import type { Swiper, SwiperSlide } from 'swiper/react';

/** The parts of swiper the live carousels use. */
export interface SwiperRuntime {
  Swiper: typeof Swiper;
  SwiperSlide: typeof SwiperSlide;
  Autoplay: typeof Autoplay;
}

export type SwiperLoader = () => Promise<SwiperRuntime>;

let pending: Promise<SwiperRuntime> | undefined;

/**
 * Fetches swiper, its autoplay module and its CSS. Only ever called after the carousel's static
 * first slide is on screen: the dynamic imports keep swiper out of the page's main chunk, so it
 * never delays the first paint on slow mobile data. Both carousels share one download.
 */
export const loadSwiper: SwiperLoader = () => {
  pending ??= Promise.all([
    import('swiper/react'),
    // Destructured right at the import, so bundlers keep only this module of swiper/modules.
    import('swiper/modules').then(({ Autoplay }) => Autoplay),
    import('swiper/css'),
  ]).then(([{ Swiper, SwiperSlide }, Autoplay]) => ({ Swiper, SwiperSlide, Autoplay }));
  // A chunk lost to a dropped connection is fetched again by the next carousel that mounts.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
};

/** How the carousels get swiper. Stories provide a gated loader to hold them in their static state. */
export const SwiperLoaderContext = createContext<SwiperLoader>(loadSwiper);
