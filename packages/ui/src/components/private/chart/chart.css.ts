import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/theme.css';

/** A number printed at the end of a bar or beside a point. */
export const valueText = style({
  fill: vars.color.text,
  fontSize: vars.text.xsmall.fontSize,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

/** An axis's tick labels: dates, 0–100. */
export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  fontVariantNumeric: 'tabular-nums',
});

/** Decorative hairlines behind the data. */
export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
});

/** The zero line bars grow from: left of it is below zero. */
export const zeroLine = style({
  stroke: vars.color.text,
  strokeWidth: 1.5,
  shapeRendering: 'crispEdges',
});

/** Charts draw with percentages and pixels mixed; what reaches past the box still shows. */
export const svg = style({
  display: 'block',
  overflow: 'visible',
});
