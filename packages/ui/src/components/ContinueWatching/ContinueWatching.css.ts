import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const row = style({
  display: 'grid',
  // Phones: a sideways row where the next card peeks in; the page itself never scrolls sideways.
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(78%, 260px)',
  gap: vars.space.gutter,
  minWidth: 0,
  margin: 0,
  // Room for the cards' focus rings, which the scrolling row would otherwise clip.
  padding: vars.space.xsmall,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  '@media': {
    [breakpointQuery.tablet]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      overflowX: 'visible',
    },
    [breakpointQuery.desktop]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    },
  },
});

export const item = style({
  minWidth: 0,
  scrollSnapAlign: 'start',
});
