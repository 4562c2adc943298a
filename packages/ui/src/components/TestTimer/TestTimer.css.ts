import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

/** The last minutes: red on a red wash, a heavier edge, and the icon changes shape. */
export const critical = style({
  borderColor: vars.color.critical,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
});

export const icon = style({
  flexShrink: 0,
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
});

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

/** Fixed-width digits, so the clock does not jiggle as it ticks. */
export const time = style({
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
