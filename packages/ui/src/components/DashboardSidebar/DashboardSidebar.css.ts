import { style } from '@vanilla-extract/css';
import { focusRingRule, iconButton, motionSafe } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
import { drawerDuration } from '../../css/drawer.css';

/** The spec's sidebar width on larger screens, and the drawer's on phones (never past 85%). */
const width = '16rem';
const duration = drawerDuration;

export { drawerBackdrop as backdrop, drawerBackdropOpen as backdropOpen } from '../../css/drawer.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.gutter,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  // Phones and tablets: a drawer off the left edge until it is opened.
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  zIndex: 101,
  width: `min(${width}, 85vw)`,
  overflowY: 'auto',
  // The drawer scrolls itself; scrolling past its end never moves the page.
  overscrollBehavior: 'contain',
  boxShadow: vars.shadow.large,
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  selectors: {
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [motionSafe]: {
      // Hidden only once it has slid out, so the closing slide is seen.
      transition: `transform ${duration} ease-out, visibility 0s linear ${duration}`,
    },
    // From 1024px: a column of the dashboard, always shown, as tall as the content beside it.
    [breakpointQuery.desktop]: {
      position: 'static',
      zIndex: 'auto',
      flexShrink: 0,
      width,
      minHeight: '100%',
      overflowY: 'visible',
      borderRight: `1px solid ${vars.color.border}`,
      boxShadow: 'none',
      transform: 'none',
      visibility: 'visible',
      transition: 'none',
    },
  },
});

export const rootOpen = style({
  transform: 'translateX(0)',
  visibility: 'visible',
  '@media': {
    [motionSafe]: {
      transition: `transform ${duration} ease-out, visibility 0s`,
    },
  },
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const learner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});

export const identity = style({
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const role = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
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

export const nav = style({
  minWidth: 0,
});

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
  minHeight: 48,
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
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
    },
    '&:focus-visible': focusRingRule,
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 20,
  height: 20,
});

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.gutter,
  borderTop: `1px solid ${vars.color.border}`,
});

/** SidebarToggle: the dashboard header's menu button, only below the desktop breakpoint. */
export const toggle = style([
  iconButton,
  {
    flexShrink: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    '@media': {
      [breakpointQuery.desktop]: { display: 'none' },
    },
  },
]);

/** With its words beside the icon, so it is never mistaken for the site's own menu button. */
export const toggleWithText = style({
  width: 'auto',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
