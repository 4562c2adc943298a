import { style, styleVariants } from '@vanilla-extract/css';
import { resultCallout, resultCard } from '../private/resultCard.css';
import { vars } from '../../themes/theme.css';
import type { AnswerChangeCounts } from './answerChangeAdvice';

export const root = resultCard;

export const figures = style({
  display: 'grid',
  // Three side by side on a 360 px phone; each keeps room for its icon.
  gridTemplateColumns: 'repeat(auto-fit, minmax(5.5rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.neutralSoft,
});

export const term = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'break-word',
});

const valueBase = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const value = styleVariants({
  rightToWrong: [valueBase, { color: vars.color.critical }],
  wrongToRight: [valueBase, { color: vars.color.success }],
  wrongToWrong: [valueBase, { color: vars.color.text }],
} satisfies Record<keyof AnswerChangeCounts, unknown>);

export const advice = style(resultCallout(vars.color.brand, vars.color.brandSoft));

export const icon = style({
  display: 'block',
  // At the start of its column, not stretched across it.
  alignSelf: 'flex-start',
  // As tall as a large icon, as wide as the drawing's two marks and arrow.
  width: 'auto',
  height: vars.iconSize.large,
  aspectRatio: '64 / 24',
});

export const rightDisc = style({ fill: vars.color.success });
export const wrongDisc = style({ fill: vars.color.critical });
export const markStroke = style({
  fill: 'none',
  stroke: vars.color.onBrand,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const arrow = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
