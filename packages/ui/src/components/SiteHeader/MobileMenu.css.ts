import { style } from '@vanilla-extract/css';
import { focusRingRule, iconButton, motionSafe } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
import { drawerDuration } from '../../css/drawer.css';

export { action, actionQuiet, actionSolid } from './SiteHeader.css';

const duration = drawerDuration;

export { drawerBackdrop as backdrop, drawerBackdropOpen as backdropOpen } from '../../css/drawer.css';

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  right: 0,
  zIndex: 101,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: 'min(320px, 85vw)',
  padding: vars.space.gutter,
  overflowY: 'auto',
  // The drawer scrolls itself; scrolling past its end never moves the page.
  overscrollBehavior: 'contain',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  transform: 'translateX(100%)',
  visibility: 'hidden',
  '@media': {
    [motionSafe]: {
      // Hidden only once it has slid out, so the closing slide is seen.
      transition: `transform ${duration} ease-out, visibility 0s linear ${duration}`,
    },
    [breakpointQuery.desktop]: { display: 'none' },
  },
});

export const drawerOpen = style({
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
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const close = style([iconButton, { border: 0, background: 'transparent' }]);

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
  minHeight: 48,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.text.large.fontSize,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&:focus-visible': focusRingRule,
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});
