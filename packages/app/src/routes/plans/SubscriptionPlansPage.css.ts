import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const intro = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  marginBottom: vars.space.large,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.display.fontSize,
  lineHeight: 1.2,
});

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.large.fontSize,
});
