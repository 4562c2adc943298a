import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import type { SectionSeries } from './sectionChartData';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  maxWidth: vars.contentWidth.large,
});

export const chart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  minWidth: 0,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** A section's name above its bars: long names wrap, they never run into the bars. */
export const name = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/*
 * Room beside the bars for the numbers printed at their ends, as the SVG's padding: the bars'
 * percentages measure only what is inside it. Wide enough for '−12.75' or '22 मि 40 से' at the
 * chart's text size.
 */
const valueRoom = '48px';
const timeRoom = '80px';

export const scoreBars = style({
  boxSizing: 'border-box',
  paddingInlineEnd: valueRoom,
});

/** Only when a score is below zero: the room for its number left of its bar. */
export const roomBelowZero = style({
  paddingInlineStart: valueRoom,
});

export const timeBars = style({
  boxSizing: 'border-box',
  paddingInlineEnd: timeRoom,
});

/** The section's full marks, pale behind the learner's bar. */
export const track = style({
  fill: vars.color.neutralSoft,
});

/** Every bar has a 3:1 edge against the card, whatever its pattern. */
export const bar = styleVariants({
  you: { fill: vars.color.brand },
  average: { stroke: vars.color.borderStrong, strokeWidth: 1 },
  topper: { stroke: vars.color.success, strokeWidth: 1 },
} satisfies Record<SectionSeries, object>);

export const patternGround = style({
  fill: vars.color.surfaceRaised,
});

export const averageStripe = style({
  stroke: vars.color.borderStrong,
});

export const topperGround = style({
  fill: vars.color.success,
});
