import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { motionReduced } from '../../css/utilities.css';
import { useMediaQuery } from '../private/useMediaQuery';
import { useSaveData } from '../private/useSaveData';
import { SwiperLoaderContext, type SwiperRuntime } from './swiperRuntime';

/** The learner has asked their system for less motion: no autoplay, no sliding animation. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(motionReduced);
}

/** Whether the element is on screen or about to be (within `rootMargin`). */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  // Without IntersectionObserver (very old browsers) the carousel counts as always near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setNear(entry.isIntersecting);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return near;
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout bounds the wait on a busy phone: the carousel comes alive within 2 s regardless.
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

/**
 * Swiper, loaded once the carousel is near the screen and the browser is idle after the first
 * paint, or at once when `loadNow` is called (the learner used a control before it arrived).
 * Stays `null` when not `wanted` (a single slide never needs it) or when the download fails:
 * the static carousel keeps working.
 */
export function useSwiperRuntime(wanted: boolean, near: boolean) {
  const load = useContext(SwiperLoaderContext);
  const [runtime, setRuntime] = useState<SwiperRuntime | null>(null);
  const [urgent, setUrgent] = useState(false);

  useEffect(() => {
    if (!wanted || runtime || !(near || urgent)) return undefined;
    let cancelled = false;
    const start = () => {
      load().then(
        (loaded) => {
          if (!cancelled) setRuntime(loaded);
        },
        () => {
          // Offline or a failed chunk: the static slide, arrows and dots still work.
        },
      );
    };
    if (urgent) {
      start();
      return () => {
        cancelled = true;
      };
    }
    const cancelIdle = whenIdle(start);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [wanted, runtime, near, urgent, load]);

  const loadNow = useCallback(() => setUrgent(true), []);
  return [runtime, loadNow] as const;
}

type InputModality = 'keyboard' | 'pointer';
let lastInput: InputModality = 'keyboard';
let trackingInput = false;
const onKeyInput = () => {
  lastInput = 'keyboard';
};
const onPointerInput = () => {
  lastInput = 'pointer';
};

/** Remembers whether the learner last used a keyboard or a pointer, for every carousel on the page. */
function trackInputModality() {
  if (trackingInput) return;
  trackingInput = true;
  document.addEventListener('keydown', onKeyInput, true);
  document.addEventListener('pointerdown', onPointerInput, true);
}

/**
 * Holds autoplay while a mouse is over the carousel or keyboard focus is inside it; lets go when
 * both have left. A tap or click that focuses a control does not hold it (touch has no "leave").
 */
export function useAutoplayHold() {
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);

  useEffect(trackInputModality, []);

  const handlers = useMemo(
    () => ({
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') setHovered(false);
      },
      onFocus: () => setKeyboardFocus(lastInput === 'keyboard'),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setKeyboardFocus(false);
      },
    }),
    [],
  );

  /** The learner pressed play: keyboard focus on the button must not keep holding it back. */
  const releaseFocusHold = useCallback(() => setKeyboardFocus(false), []);

  return { held: hovered || keyboardFocus, handlers, releaseFocusHold };
}

/**
 * What both carousels keep about playing: whether they are near the screen, the lazily loaded
 * swiper, the live swiper instance, the slide shown, autoplay (on unless reduced motion is asked
 * for or the reader is saving data, held on hover and keyboard focus, overridden by the play/pause
 * button) and the sentence a screen reader hears after a move. Saving data, swiper is fetched only
 * when the reader uses a control. The carousel itself decides how a dot or an arrow moves.
 */
export function useCarouselPlayback(
  rootRef: RefObject<Element | null>,
  { moves, autoplayDelay, onSlideChange }: { moves: boolean; autoplayDelay: number; onSlideChange?: (index: number) => void },
) {
  const near = useNearViewport(rootRef);
  const savingData = useSaveData();
  const [runtime, loadNow] = useSwiperRuntime(moves, near && !savingData);
  const reducedMotion = usePrefersReducedMotion();
  const { held, handlers, releaseFocusHold } = useAutoplayHold();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const lastIndexRef = useRef(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const playing = choice ?? !(reducedMotion || savingData);
  const running = moves && playing && !held && near;

  const modules = useMemo(() => (runtime ? [runtime.Autoplay] : []), [runtime]);
  const autoplay = useMemo(() => ({ delay: autoplayDelay, disableOnInteraction: false }), [autoplayDelay]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    else if (!running && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, running]);

  /** Records the slide now shown (from swiper, or at once before it arrives). */
  const shown = (next: number) => {
    if (next === lastIndexRef.current) return;
    lastIndexRef.current = next;
    setIndex(next);
    onSlideChange?.(next);
  };

  const togglePlaying = () => {
    if (!playing) {
      releaseFocusHold();
      // Asked to play while saving data: swiper is fetched now.
      loadNow();
    }
    setChoice(!playing);
  };

  return {
    near,
    runtime,
    loadNow,
    reducedMotion,
    handlers,
    swiper,
    setSwiper,
    index,
    shown,
    playing,
    togglePlaying,
    announcement,
    setAnnouncement,
    modules,
    autoplay,
  };
}
