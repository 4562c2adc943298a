import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/theme.css';

export const control = style({
  minHeight: '7.5rem',
  paddingBlock: vars.space.small,
  resize: 'vertical',
});

export const counter = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const over = style({
  color: vars.color.critical,
  fontWeight: vars.font.weight.medium,
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});
