import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

/** Edge to edge: each page section sets its own column and background band. */
export const main = style({
  flex: 1,
  width: '100%',
  outline: 'none',
});

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});
