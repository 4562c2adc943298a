import { style } from '@vanilla-extract/css';
import { iconButton } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/** The spec's sidebar width on larger screens, and the drawer's on phones (never past 85%). */
const width = '16rem';

/** The drawer's width on phones; from 1024px a column of the dashboard, as tall as the content. */
export const root = style({
  width: `min(${width}, 85vw)`,
  '@media': {
    [breakpointQuery.desktop]: {
      width,
      borderRight: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
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

export const nav = style({
  minWidth: 0,
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
});

/** Logout sits at the foot of the sidebar. */
export const footer = style({
  marginTop: 'auto',
});

/** SidebarToggle: the dashboard header's menu button, only below the desktop breakpoint. */
export const toggle = style([
  iconButton,
  {
    flexShrink: 0,
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
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
