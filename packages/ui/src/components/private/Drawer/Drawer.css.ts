import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule, iconButton, motionSafe } from '../../../css/utilities.css';
import { breakpointQuery } from '../../../themes/breakpoints';
import { vars } from '../../../themes/theme.css';
import type { DrawerDesktop, DrawerSide } from './Drawer';

/** The spec's slide time for the phone drawers (the site menu and the dashboard sidebar). */
export const duration = '300ms';

/** The dimmed page behind the drawer; drawers are not used from the desktop breakpoint. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.text,
  opacity: 0,
  visibility: 'hidden',
  '@media': {
    [motionSafe]: {
      transition: `opacity ${duration} ease-out, visibility 0s linear ${duration}`,
    },
    [breakpointQuery.desktop]: { display: 'none' },
  },
});

export const backdropOpen = style({
  opacity: 0.5,
  visibility: 'visible',
  '@media': {
    [motionSafe]: {
      transition: `opacity ${duration} ease-out, visibility 0s`,
    },
  },
});

export const panel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.gutter,
  position: 'fixed',
  insetBlock: 0,
  zIndex: 101,
  overflowY: 'auto',
  // The drawer scrolls itself; scrolling past its end never moves the page.
  overscrollBehavior: 'contain',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  visibility: 'hidden',
  selectors: {
    // Focused only so Escape and Tab keep working after a tap on plain text inside it.
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [motionSafe]: {
      // Hidden only once it has slid out, so the closing slide is seen.
      transition: `transform ${duration} ease-out, visibility 0s linear ${duration}`,
    },
  },
});

/** Closed, the drawer waits off its edge of the screen. */
export const side = styleVariants({
  left: { left: 0, transform: 'translateX(-100%)' },
  right: { right: 0, transform: 'translateX(100%)' },
} satisfies Record<DrawerSide, StyleRule>);

export const panelOpen = style({
  transform: 'translateX(0)',
  visibility: 'visible',
  '@media': {
    [motionSafe]: {
      transition: `transform ${duration} ease-out, visibility 0s`,
    },
  },
});

/** From the desktop breakpoint: gone (the page shows its own links), or a column of the page. */
export const desktop = styleVariants({
  hidden: {
    '@media': { [breakpointQuery.desktop]: { display: 'none' } },
  },
  column: {
    '@media': {
      [breakpointQuery.desktop]: {
        position: 'static',
        zIndex: 'auto',
        flexShrink: 0,
        minHeight: '100%',
        overflowY: 'visible',
        boxShadow: 'none',
        transform: 'none',
        visibility: 'visible',
        transition: 'none',
      },
    },
  },
} satisfies Record<DrawerDesktop, StyleRule>);

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const close = style([
  iconButton,
  {
    flexShrink: 0,
    border: 0,
    background: 'transparent',
    '@media': {
      [breakpointQuery.desktop]: { display: 'none' },
    },
  },
]);

/** The drawer's list of links, and each link: a roomy row with the ring and the current page marked. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.controlHeight.row,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.font.weight.strong,
      // Not colour alone: a bar along the current link's edge.
      boxShadow: `inset ${vars.borderWidth.indicator} 0 0 ${vars.color.brand}`,
    },
    '&:focus-visible': focusRingRule,
  },
});

/** The actions under the links (Logout, Log in, Sign up), set off by a hairline. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.gutter,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
