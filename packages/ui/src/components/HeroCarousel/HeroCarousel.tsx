import { useId, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { visuallyHidden } from '../../css/utilities.css';
import { DirectionIcon } from '../private/icons';
import { useCarouselPlayback } from './carouselHooks';
import {
  CarouselControlBar,
  CarouselDots,
  PlayPauseButton,
  type CarouselLabels,
} from './CarouselControls';
import * as styles from './HeroCarousel.css';

/** The spec's timings: a 500 ms slide, a new slide every 3000 ms. */
export const heroCarouselSpeed = 500;
export const heroCarouselAutoplayDelay = 3000;

export interface HeroCarouselSlide {
  src: string;
  /** What the banner says or shows, read by screen readers. */
  alt: string;
}

export interface HeroCarouselLabels extends CarouselLabels {
  previous: string;
  next: string;
}

export const defaultHeroCarouselLabels: HeroCarouselLabels = {
  carousel: 'Highlights',
  slide: (n, total) => `${n} of ${total}`,
  goTo: (n) => `Go to slide ${n}`,
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
};

export interface HeroCarouselProps {
  /** The banners, shown one at a time in a loop; a single banner is shown without controls. */
  slides: readonly HeroCarouselSlide[];
  /**
   * The banners' intrinsic width in pixels (1600 × 700 by default, the home page's 16:7 banners);
   * with `imageHeight` it reserves the carousel's height before any image arrives.
   */
  imageWidth?: number;
  /** The banners' intrinsic height in pixels. */
  imageHeight?: number;
  labels?: HeroCarouselLabels;
  /** Milliseconds between automatic slide changes: the spec's 3000 unless a story needs it quicker. */
  autoplayDelay?: number;
  /** Called with the new slide's index whenever the shown slide changes, e.g. for analytics. */
  onSlideChange?: (index: number) => void;
}

/**
 * The home page's banner carousel: one banner at a time, looping, with arrows, dots and a
 * play/pause button. The first banner is a plain, sized, high-priority image on the first
 * paint; swiper is fetched afterwards and takes over without moving anything. Autoplay holds
 * while a mouse is over the carousel or keyboard focus is inside it, stays off for learners
 * who asked for reduced motion, and the play/pause button overrides both.
 */
export function HeroCarousel({
  slides,
  imageWidth = 1600,
  imageHeight = 700,
  labels = defaultHeroCarouselLabels,
  autoplayDelay = heroCarouselAutoplayDelay,
  onSlideChange,
}: HeroCarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const slidesId = useId();
  const total = slides.length;
  const moves = total > 1;

  const {
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
  } = useCarouselPlayback(rootRef, { moves, autoplayDelay, onSlideChange });

  /** Moves to a slide by a dot (`step` 0) or an arrow (`step` ±1), and says where it led. */
  const goTo = (target: number, step: -1 | 0 | 1 = 0) => {
    const next = (target + total) % total;
    let moved = true;
    if (swiper && !swiper.destroyed) {
      // A looping swiper ignores a press while it is still sliding: then there is nothing to say.
      if (step === 1) moved = swiper.slideNext();
      else if (step === -1) moved = swiper.slidePrev();
      else moved = Boolean(swiper.slideToLoop(next));
    } else {
      // Before swiper arrives the static slide changes at once, and swiper is fetched now.
      shown(next);
      loadNow();
    }
    const slide = slides[next];
    if (moved && slide) setAnnouncement(`${labels.slide(next + 1, total)}: ${slide.alt}`);
  };

  if (total === 0) return null;

  const slideLabel = (slideIndex: number) => labels.slide(slideIndex + 1, total);
  const slideRole = labels.slideRole ?? 'slide';
  const image = (slide: HeroCarouselSlide, slideIndex: number, eager: boolean) => (
    <img
      src={slide.src}
      alt={slide.alt}
      width={imageWidth}
      height={imageHeight}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={slideIndex === 0 ? 'high' : undefined}
      decoding={slideIndex === 0 ? undefined : 'async'}
      className={styles.image}
    />
  );

  let slidesView;
  if (runtime) {
    const { Swiper, SwiperSlide } = runtime;
    slidesView = (
      <Swiper
        modules={modules}
        slidesPerView={1}
        slidesPerGroup={1}
        loop
        speed={reducedMotion ? 0 : heroCarouselSpeed}
        autoplay={autoplay}
        initialSlide={index}
        onSwiper={setSwiper}
        onRealIndexChange={(instance: SwiperInstance) => shown(instance.realIndex)}
      >
        {slides.map((slide, slideIndex) => (
          <SwiperSlide
            key={slideIndex}
            role="group"
            aria-roledescription={slideRole}
            aria-label={slideLabel(slideIndex)}
          >
            {image(slide, slideIndex, slideIndex === 0)}
          </SwiperSlide>
        ))}
      </Swiper>
    );
  } else {
    const slide = slides[index] ?? slides[0];
    slidesView = slide ? (
      <div role="group" aria-roledescription={slideRole} aria-label={slideLabel(index)}>
        {image(slide, index, true)}
      </div>
    ) : null;
  }

  return (
    <section
      ref={rootRef}
      aria-roledescription={labels.carouselRole ?? 'carousel'}
      aria-label={labels.carousel}
      data-state={runtime ? 'live' : 'static'}
      className={styles.root}
      {...(moves ? handlers : undefined)}
    >
      <div className={styles.stage}>
        <div id={slidesId} className={styles.frame}>
          {slidesView}
        </div>
        {moves ? (
          <>
            <button
              type="button"
              aria-label={labels.previous}
              aria-controls={slidesId}
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => goTo(index - 1, -1)}
            >
              <DirectionIcon direction="previous" shape="chevron" size={20} />
            </button>
            <button
              type="button"
              aria-label={labels.next}
              aria-controls={slidesId}
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => goTo(index + 1, 1)}
            >
              <DirectionIcon direction="next" shape="chevron" size={20} />
            </button>
          </>
        ) : null}
      </div>
      {moves ? (
        <>
          <CarouselControlBar>
            <PlayPauseButton playing={playing} labels={labels} onToggle={togglePlaying} />
            <CarouselDots count={total} active={index} label={labels.goTo} onSelect={(dot) => goTo(dot)} />
          </CarouselControlBar>
          {/* Says where an arrow or dot led; automatic changes stay silent. */}
          <div role="status" className={visuallyHidden}>
            {announcement}
          </div>
        </>
      ) : null}
    </section>
  );
}
