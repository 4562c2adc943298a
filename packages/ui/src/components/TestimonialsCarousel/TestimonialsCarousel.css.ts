import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
import { testimonialsSlideGap } from './layout';

/** Cards per view in the static row, set per breakpoint. */
const perView = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  maxWidth: '100%',
});

/** Room above and below the cards for their shadows, which the clipping would otherwise cut. */
const shadowRoom = vars.space.xsmall;

/** Before swiper: the cards in one clipped row, sized exactly as swiper will size its slides. */
export const staticRow = style({
  vars: { [perView]: '1' },
  display: 'flex',
  gap: testimonialsSlideGap,
  overflow: 'hidden',
  paddingBlock: shadowRoom,
});

export const staticSlide = style({
  flex: `0 0 calc((100% - (${perView} - 1) * ${testimonialsSlideGap}px) / ${perView})`,
  minWidth: 0,
});

/** Overrides for the static row's cards per view; tablet before desktop, so desktop wins on wide screens. */
export const tabletPerView = styleVariants({ 1: '1', 2: '2' }, (count) => ({
  '@media': { [breakpointQuery.tablet]: { vars: { [perView]: count } } },
}));

export const desktopPerView = styleVariants({ 1: '1', 2: '2', 3: '3' }, (count) => ({
  '@media': { [breakpointQuery.desktop]: { vars: { [perView]: count } } },
}));

/** Swiper's stylesheet arrives later; two classes outrank its single ones whatever the order. */
export const swiper = style({
  selectors: {
    [`${root} &`]: {
      // Swiper centres itself with auto margins, which in this flex column would size it to its
      // slides, and its slides to it, without end: it takes the column's width instead.
      width: '100%',
      minWidth: 0,
      marginInline: 0,
      paddingBlock: shadowRoom,
    },
  },
});

export const slide = style({
  selectors: {
    // Every slide as tall as the tallest card, so neighbouring cards line up.
    [`${root} &`]: { height: 'auto' },
  },
});
