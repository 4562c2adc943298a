import { useMemo, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { visuallyHidden } from '../../css/utilities.css';
import { breakpointQuery, breakpoints } from '../../themes/breakpoints';
import { useCarouselPlayback } from '../HeroCarousel/carouselHooks';
import { useMediaQuery } from '../private/useMediaQuery';
import {
  CarouselControlBar,
  CarouselDots,
  PlayPauseButton,
  type CarouselLabels,
} from '../HeroCarousel/CarouselControls';
import type { SectionHeadingLevel } from '../Heading/Heading';
import { TestimonialCard, type TestimonialCardProps } from '../TestimonialCard/TestimonialCard';
import { testimonialsPerView, testimonialsSlideGap } from './layout';
import * as styles from './TestimonialsCarousel.css';

/** The spec's timing: a new slide every 3000 ms. Slides move at swiper's usual 300 ms. */
export const testimonialsCarouselAutoplayDelay = 3000;
const testimonialsCarouselSpeed = 300;

/** Dots shown at most: seven share a 360 px phone's row with the play button, never wrapping. */
const testimonialsCarouselMaxDots = 7;

/** Looping needs one card more than the widest view holds, or swiper has nothing to move in. */
export const testimonialsCarouselLoopMinimum = testimonialsPerView.desktop + 1;

export interface TestimonialsCarouselItem extends Omit<TestimonialCardProps, 'headingLevel'> {
  id: string | number;
}

export type TestimonialsCarouselLabels = CarouselLabels;

export const defaultTestimonialsCarouselLabels: TestimonialsCarouselLabels = {
  carousel: 'What Our Students Say',
  slide: (n, total) => `${n} of ${total}`,
  goTo: (n) => `Go to slide ${n}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
};

export interface TestimonialsCarouselProps {
  items: readonly TestimonialsCarouselItem[];
  labels?: TestimonialsCarouselLabels;
  /** The heading level of each learner's name, to fit the page's outline. */
  headingLevel?: SectionHeadingLevel;
  /** Milliseconds between automatic slide changes: the spec's 3000 unless a story needs it quicker. */
  autoplayDelay?: number;
  /** Called with the first shown card's index whenever it changes, e.g. for analytics. */
  onSlideChange?: (index: number) => void;
}

/**
 * Learners' testimonials, 1 card per view on phones, 2 from 640 px and 3 from 1024 px, 30 px
 * apart, moving every 3 seconds and looping when there are enough cards. The cards render at
 * once in a static row laid out exactly like swiper's; swiper is fetched after the first paint,
 * once the carousel nears the screen, and takes over without moving anything. Autoplay keeps
 * going after a swipe or a dot (it does not stop on interaction), holds while a mouse is over
 * the cards or keyboard focus is inside, stays off for reduced motion, and has a play/pause button.
 */
export function TestimonialsCarousel({
  items,
  labels = defaultTestimonialsCarouselLabels,
  headingLevel = 3,
  autoplayDelay = testimonialsCarouselAutoplayDelay,
  onSlideChange,
}: TestimonialsCarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const total = items.length;

  const tablet = useMediaQuery(breakpointQuery.tablet);
  const desktop = useMediaQuery(breakpointQuery.desktop);
  const perView = Math.min(
    total,
    desktop ? testimonialsPerView.desktop : tablet ? testimonialsPerView.tablet : testimonialsPerView.mobile,
  );
  const loop = total >= testimonialsCarouselLoopMinimum;
  // Without a loop, the last position shows the last `perView` cards.
  const positions = loop ? total : Math.max(1, total - perView + 1);
  const moves = positions > 1;

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
  const tabletPerView = Math.min(total, testimonialsPerView.tablet) as 1 | 2;
  const desktopPerView = Math.min(total, testimonialsPerView.desktop) as 1 | 2 | 3;
  const swiperBreakpoints = useMemo(
    () => ({
      [breakpoints.tablet]: { slidesPerView: tabletPerView },
      [breakpoints.desktop]: { slidesPerView: desktopPerView },
    }),
    [tabletPerView, desktopPerView],
  );

  const goTo = (next: number) => {
    let moved = true;
    if (swiper && !swiper.destroyed) {
      moved = Boolean(loop ? swiper.slideToLoop(next) : swiper.slideTo(next));
    } else {
      // Swiper is fetched now and starts on the chosen card.
      shown(next);
      loadNow();
    }
    const item = items[next];
    if (moved && item) setAnnouncement(`${labels.slide(next + 1, total)}: ${item.name}`);
  };

  if (total === 0) return null;

  const slideRole = labels.slideRole ?? 'slide';
  const card = ({ id: _id, ...item }: TestimonialsCarouselItem) => (
    <TestimonialCard {...item} headingLevel={headingLevel} />
  );

  let slidesView;
  if (runtime) {
    const { Swiper, SwiperSlide } = runtime;
    slidesView = (
      <Swiper
        modules={modules}
        slidesPerView={testimonialsPerView.mobile}
        breakpoints={swiperBreakpoints}
        spaceBetween={testimonialsSlideGap}
        loop={loop}
        speed={reducedMotion ? 0 : testimonialsCarouselSpeed}
        autoplay={autoplay}
        initialSlide={index}
        onSwiper={setSwiper}
        onRealIndexChange={(instance: SwiperInstance) => shown(instance.realIndex)}
        className={styles.swiper}
      >
        {items.map((item, itemIndex) => (
          <SwiperSlide
            key={item.id}
            role="group"
            aria-roledescription={slideRole}
            aria-label={labels.slide(itemIndex + 1, total)}
            className={styles.slide}
          >
            {card(item)}
          </SwiperSlide>
        ))}
      </Swiper>
    );
  } else {
    slidesView = (
      <div
        className={`${styles.staticRow} ${styles.tabletPerView[tabletPerView]} ${styles.desktopPerView[desktopPerView]}`}
      >
        {items.map((item, itemIndex) => (
          <div
            key={item.id}
            role="group"
            aria-roledescription={slideRole}
            aria-label={labels.slide(itemIndex + 1, total)}
            className={styles.staticSlide}
          >
            {card(item)}
          </div>
        ))}
      </div>
    );
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
      {slidesView}
      {moves ? (
        <>
          <CarouselControlBar>
            <PlayPauseButton playing={playing} labels={labels} onToggle={togglePlaying} />
            <CarouselDots
              count={positions}
              active={Math.min(index, positions - 1)}
              label={labels.goTo}
              onSelect={goTo}
              maxShown={testimonialsCarouselMaxDots}
            />
          </CarouselControlBar>
          {/* Says where a dot led; automatic changes stay silent. */}
          <div role="status" className={visuallyHidden}>
            {announcement}
          </div>
        </>
      ) : null}
    </section>
  );
}
