import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const users = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const tests = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const test = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
});

export const testIcon = style({
  flexShrink: 0,
  // Centres the icon on the first line.
  marginTop: `calc((${vars.text.small.lineHeight} - ${vars.iconSize.small}) / 2)`,
  color: vars.color.success,
});

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const language = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

