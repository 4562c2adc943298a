import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import type { StarRatingSize } from './StarRating';

export const root = style({
  // Positions the visually hidden label inside the row rather than at the page's corner.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  verticalAlign: 'middle',
});

export const size = styleVariants({
  small: { fontSize: vars.text.standard.fontSize },
  standard: { fontSize: vars.text.xlarge.fontSize },
} satisfies Record<StarRatingSize, StyleRule>);

export const star = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  strokeWidth: 1.2,
  strokeLinejoin: 'round',
});

export const filled = style({
  fill: vars.color.goldAccent,
  stroke: vars.color.goldBorder,
});

export const empty = style({
  fill: vars.color.neutralSoft,
  stroke: vars.color.borderStrong,
});
