import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: '-100px',
  zIndex: 10,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  borderRadius: vars.radius.medium,
  selectors: { '&:focus': { top: vars.space.small } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xxlarge}`,
  boxSizing: 'border-box',
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
