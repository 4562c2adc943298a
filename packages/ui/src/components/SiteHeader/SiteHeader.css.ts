import { style } from '@vanilla-extract/css';
import { focusRingRule, iconButton } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const bar = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  maxWidth: vars.contentWidth.page,
  marginInline: 'auto',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  '@media': {
    [breakpointQuery.desktop]: { flexWrap: 'nowrap', paddingInline: vars.space.large },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  marginRight: 'auto',
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': focusRingRule },
  '@media': {
    [breakpointQuery.desktop]: { marginRight: 0 },
  },
});

export const brandMark = style({
  flexShrink: 0,
  color: vars.color.brand,
});

export const brandTick = style({
  stroke: vars.color.onBrand,
});

/** The bar's own links: from 1024px only; below that they live in the drawer. */
export const nav = style({
  display: 'none',
  '@media': {
    [breakpointQuery.desktop]: { display: 'block', marginRight: 'auto' },
  },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.brand,
      textDecoration: 'underline',
      textDecorationThickness: vars.borderWidth.large,
      textUnderlineOffset: vars.space.small,
    },
    '&:focus-visible': focusRingRule,
  },
});

/** On phones the search box takes a row of its own under the brand. */
export const search = style({
  flexBasis: '100%',
  minWidth: 0,
  '@media': {
    [breakpointQuery.desktop]: { flexBasis: vars.contentWidth.search, flexShrink: 1 },
  },
});

export const actions = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.small,
  // 'Log in' and 'Sign up' stay one line each in the bar.
  whiteSpace: 'nowrap',
  '@media': {
    [breakpointQuery.desktop]: { display: 'flex' },
  },
});

export const menuButton = style([
  iconButton,
  {
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    '@media': {
      [breakpointQuery.desktop]: { display: 'none' },
    },
  },
]);
