import { fallbackVar, keyframes, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { iconButton, motionSafe } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
import { tokens } from '../../themes/tokens';
import type { DialogSize } from './Dialog';

const duration = '200ms';

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.large})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

const fadeIn = keyframes({
  from: { opacity: 0 },
});

export const root = style({
  boxSizing: 'border-box',
  // The browser's own dialog box (border, padding, inset margins, max sizes) gives way to ours.
  padding: 0,
  border: 0,
  // Phones: a sheet along the bottom edge, as wide as the screen.
  margin: 'auto 0 0',
  width: '100%',
  maxWidth: '100%',
  maxHeight: `calc(100% - ${vars.space.large})`,
  overflow: 'hidden',
  borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  selectors: {
    '&[open]': {
      display: 'flex',
      flexDirection: 'column',
    },
  },
  '::backdrop': {
    // ::backdrop inherits the theme's variables only from Chrome 122 on: older phones get the
    // token itself rather than no dimming at all.
    background: fallbackVar(vars.color.text, tokens.color.text),
    opacity: 0.5,
  },
  '@media': {
    [breakpointQuery.tablet]: {
      margin: 'auto',
      width: `calc(100% - 2 * ${vars.space.large})`,
      maxHeight: `calc(100% - 2 * ${vars.space.xxlarge})`,
      borderRadius: vars.radius.large,
    },
    [motionSafe]: {
      selectors: {
        '&[open]': { animation: `${rise} ${duration} ease-out` },
        '&[open]::backdrop': { animation: `${fadeIn} ${duration} ease-out` },
      },
    },
  },
});

export const size = styleVariants({
  small: { '@media': { [breakpointQuery.tablet]: { maxWidth: vars.contentWidth.small } } },
  medium: { '@media': { [breakpointQuery.tablet]: { maxWidth: vars.contentWidth.medium } } },
  large: { '@media': { [breakpointQuery.tablet]: { maxWidth: vars.contentWidth.large } } },
} satisfies Record<DialogSize, StyleRule>);

/** The dialog scrolls inside itself, never the page; its title and close button stay in view. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minHeight: 0,
  paddingInline: vars.space.gutter,
  paddingBottom: vars.space.gutter,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '@media': {
    [breakpointQuery.tablet]: {
      paddingInline: vars.space.large,
      paddingBottom: vars.space.large,
    },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingTop: vars.space.gutter,
  background: vars.color.surfaceRaised,
  '@media': {
    [breakpointQuery.tablet]: { paddingTop: vars.space.large },
  },
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  // Centres one line of the title on the close button beside it.
  paddingBlock: `calc((${vars.touchTarget} - ${vars.text.large.lineHeight}) / 2)`,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const close = style([
  iconButton,
  {
    flexShrink: 0,
    // The icon lines up with the panel's edge; the touch target reaches into the padding.
    marginRight: `calc(-1 * ${vars.space.small})`,
    border: 0,
    background: 'transparent',
  },
]);

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const body = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingTop: vars.space.small,
});
