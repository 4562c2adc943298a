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

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const headerInner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `0 ${vars.space.medium}`,
  minHeight: '3.5rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const brand = style({
  fontWeight: 700,
  fontSize: vars.text.large.fontSize,
  color: vars.color.brand,
  textDecoration: 'none',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '6px' },
    '&:hover': { color: vars.color.brand },
  },
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

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.large} ${vars.space.medium}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});
