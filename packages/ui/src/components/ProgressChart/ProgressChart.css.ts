import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/** The chart's own width decides how many dates fit on the axis (a container, not the screen). */
export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  maxWidth: vars.contentWidth.large,
});

export const latest = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The plot is drawn in percentages of the SVG's content box; the padding around it keeps fixed
 * room for the 0–100 labels on the left and half a date on either side, on a phone and a laptop.
 */
export const plot = style({
  boxSizing: 'border-box',
  paddingInlineStart: vars.space.xlarge,
  paddingInlineEnd: vars.space.large,
});

export const scoreLine = style({
  stroke: vars.color.brand,
  strokeWidth: 2,
  strokeLinecap: 'round',
});

/** Dashed as well as purple, so the two lines part without colour. */
export const percentileLine = style({
  stroke: vars.color.review,
  strokeWidth: 2,
  strokeDasharray: '6 4',
});

/** White edges keep markers apart where the two lines cross. */
export const scoreMarker = style({
  fill: vars.color.brand,
  stroke: vars.color.surfaceRaised,
  strokeWidth: 1.5,
});

export const percentileMarker = style({
  fill: vars.color.review,
  stroke: vars.color.surfaceRaised,
  strokeWidth: 1.5,
});

/** A date under its attempt; hidden unless chosen for the chart's width below. */
export const tick = style({
  display: 'none',
});

/** Dates thin out as the chart narrows, so no two labels overlap: at most 4, 7 or 10 of them. */
export const tickAt = styleVariants({
  small: { '@container': { '(max-width: 479.98px)': { display: 'inline' } } },
  medium: { '@container': { '(min-width: 480px) and (max-width: 719.98px)': { display: 'inline' } } },
  large: { '@container': { '(min-width: 720px)': { display: 'inline' } } },
});
