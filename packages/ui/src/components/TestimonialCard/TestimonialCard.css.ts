import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../css/card.css';
import { vars } from '../../themes/theme.css';

export const root = style([cardSurface, { gap: vars.space.medium, padding: vars.space.large }]);

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
