import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  // Fills its carousel slide, so neighbouring cards share one height.
  height: '100%',
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});

export const avatar = style({
  flexShrink: 0,
  width: vars.mediaSize.medium,
  height: vars.mediaSize.medium,
  borderRadius: vars.radius.full,
});

export const identity = style({
  minWidth: 0,
});

export const qualification = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const quote = style({
  margin: 0,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});
