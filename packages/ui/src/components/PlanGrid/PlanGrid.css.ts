import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.gutter,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpointQuery.tablet]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.large,
    },
    [breakpointQuery.desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
});

// A grid item (rather than a block) stretches its card to the row's height.
export const item = style({
  display: 'grid',
  minWidth: 0,
});
