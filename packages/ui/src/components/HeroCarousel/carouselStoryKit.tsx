/* Helpers shared by the carousels' stories; not part of the library. */
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Swiper as SwiperInstance } from 'swiper';
import { nextIdle } from '../../storybook/nextIdle';
import { loadSwiper, SwiperLoaderContext, type SwiperLoader } from './swiperRuntime';

/** A swiper download that waits until the play function lets it through. */
export interface SwiperGate {
  load: SwiperLoader;
  release: () => void;
  /** How many times a carousel has asked for swiper. */
  readonly requests: number;
}

function createSwiperGate(): SwiperGate {
  let release = () => {};
  let requests = 0;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    load: () => {
      requests += 1;
      return opened.then(loadSwiper);
    },
    release: () => release(),
    get requests() {
      return requests;
    },
  };
}

/** Gives the story's carousels the gate's loader instead of the immediate one. */
function withSwiperGate(gate: () => SwiperGate): Decorator {
  return (Story) => (
    <SwiperLoaderContext.Provider value={() => gate().load()}>
      <Story />
    </SwiperLoaderContext.Provider>
  );
}

/**
 * A story whose carousels get swiper only through a gate, a fresh one for every run: spread
 * `story` into the story (its `beforeEach` and decorator) and use `gate()` in the play function.
 */
export function gatedSwiper() {
  let gate = createSwiperGate();
  return {
    gate: () => gate,
    story: {
      beforeEach: () => {
        gate = createSwiperGate();
      },
      decorators: [withSwiperGate(() => gate)],
    },
  };
}

/**
 * Resolves once a carousel that moves would have asked for swiper: the carousel has come near the
 * screen (its own IntersectionObserver, older than this one, has been told first), then the
 * browser has been idle (React has drawn that and the carousel has asked for its idle moment),
 * then idle again (that moment has come). A static carousel must not have asked by then.
 */
export async function pastSwiperRequest(region: HTMLElement): Promise<void> {
  await new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px' },
    );
    observer.observe(region);
  });
  await nextIdle();
  await nextIdle();
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
