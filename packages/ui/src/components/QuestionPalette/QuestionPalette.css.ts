import { style } from '@vanilla-extract/css';
import * as grid from '../private/PagedGrid/pagedGrid.css';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  // The scroller's own padding makes up the rest of the space around the grid.
  gap: vars.space.xsmall,
  // In a drawer or a column of fixed height the palette never scrolls the page: it scrolls itself.
  maxHeight: '100%',
  minHeight: 0,
  minWidth: 0,
});

export const section = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const scroller = style({
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Room for the current question's ring and the focus ring outside it, which would be clipped.
  // Sideways the room hangs into the margin, so the buttons line up with the text around them;
  // above and below it stays inside, so a scrolled button never slides under the page buttons.
  padding: vars.space.medium,
  marginInline: `calc(-1 * ${vars.space.medium})`,
});

/** The state's shape behind the number, a little larger under the pointer. */
export const shape = style([
  grid.shape,
  {
    transitionProperty: 'transform',
    transitionDuration: '120ms',
    selectors: {
      [`${grid.button}:hover &`]: { transform: 'scale(1.06)' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
]);
