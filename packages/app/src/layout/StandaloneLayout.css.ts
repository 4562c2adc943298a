import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const main = style({
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});
