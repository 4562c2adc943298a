/* Helpers shared by the carousels' stories; not part of the library. */
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Swiper as SwiperInstance } from 'swiper';
import { loadSwiper, SwiperLoaderContext, type SwiperLoader } from './swiperRuntime';

/** A swiper download that waits until the play function lets it through. */
export interface SwiperGate {
  load: SwiperLoader;
  release: () => void;
}

export function createSwiperGate(): SwiperGate {
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { load: () => opened.then(loadSwiper), release: () => release() };
}

/** Gives the story's carousels the gate's loader instead of the immediate one. */
export function withSwiperGate(gate: () => SwiperGate): Decorator {
  return (Story) => (
    <SwiperLoaderContext.Provider value={() => gate().load()}>
      <Story />
    </SwiperLoaderContext.Provider>
  );
}

/**
 * Makes `(prefers-reduced-motion: reduce)` match, as a learner's system setting would; a
 * `beforeEach` that puts the real `matchMedia` back afterwards.
 */
export function emulateReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    return {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = original;
  };
}

/** The live swiper inside a carousel, once it has taken over from the static slides. */
export async function liveSwiper(region: HTMLElement): Promise<SwiperInstance> {
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'live'), { timeout: 5000 });
  const element = region.querySelector<HTMLElement & { swiper?: SwiperInstance }>('.swiper');
  await waitFor(() => expect(element?.swiper?.initialized).toBe(true));
  const swiper = element?.swiper;
  if (!swiper) throw new Error('No live swiper in the carousel');
  return swiper;
}

/** The dot marked as the current one. */
export function currentDot(region: HTMLElement): HTMLElement | null {
  return region.querySelector('[aria-current="true"]');
}
