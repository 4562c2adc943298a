import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.neutralSoft,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const factValue = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
});

export const price = style({
  color: vars.color.text,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

