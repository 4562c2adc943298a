import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/** The group has no border of its own: each of its three selects has its box. */
export const group = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  color: vars.color.text,
});

/** Laid out as every field's label, above the row. */
export const legend = style({
  padding: 0,
});

/**
 * Day, month and year in one row, even at 360 px: the month's name gets the most room, the day
 * and the year always enough for 'Day' and four digits.
 */
export const parts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(4.25rem, 1fr) minmax(0, 1.75fr) minmax(4.75rem, 1.15fr)',
  gap: vars.space.small,
});

const chevronRoom = `calc(${vars.space.xsmall} * 2 + ${vars.iconSize.medium})`;

/** Narrower padding than a full-width select: three share one row. */
export const select = style({
  selectors: {
    [`${parts} &`]: { paddingLeft: vars.space.small, paddingRight: chevronRoom },
  },
});

export const chevron = style({
  selectors: {
    [`${parts} &`]: { right: vars.space.xsmall },
  },
});
