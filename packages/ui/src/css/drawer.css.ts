import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../themes/breakpoints';
import { vars } from '../themes/theme.css';
import { motionSafe } from './utilities.css';

/** The spec's slide time for the phone drawers (the site menu and the dashboard sidebar). */
export const drawerDuration = '300ms';

/** The dimmed page behind a phone drawer; drawers are not used from the desktop breakpoint. */
export const drawerBackdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.text,
  opacity: 0,
  visibility: 'hidden',
  '@media': {
    [motionSafe]: {
      transition: `opacity ${drawerDuration} ease-out, visibility 0s linear ${drawerDuration}`,
    },
    [breakpointQuery.desktop]: { display: 'none' },
  },
});

export const drawerBackdropOpen = style({
  opacity: 0.5,
  visibility: 'visible',
  '@media': {
    [motionSafe]: {
      transition: `opacity ${drawerDuration} ease-out, visibility 0s`,
    },
  },
});
