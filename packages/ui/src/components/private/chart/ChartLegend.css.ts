import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.gutter}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
});

export const swatch = style({
  flex: 'none',
  overflow: 'visible',
});
