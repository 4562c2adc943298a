import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  // The chips' row scrolls inside this column; the column itself never widens the page.
  minWidth: 0,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});
