import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/** The page behind the card: a soft brand wash fading into the page surface. */
export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100dvh',
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.surface})`,
  '@media': {
    [breakpointQuery.tablet]: {
      paddingBlock: vars.space.xxlarge,
      paddingInline: vars.space.large,
    },
  },
});

/** Phones: the card is the page, edge to edge. From the tablet breakpoint: a centred card. */
export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  flexGrow: 1,
  width: '100%',
  minWidth: 0,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  '@media': {
    [breakpointQuery.tablet]: {
      flexGrow: 0,
      maxWidth: vars.contentWidth.small,
      padding: vars.space.xlarge,
      borderRadius: vars.radius.large,
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      boxShadow: vars.shadow.large,
    },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'center',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRingRule },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  textAlign: 'center',
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const body = style({
  minWidth: 0,
});

export const google = style({
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const footer = style({
  paddingTop: vars.space.gutter,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  textAlign: 'center',
});

globalStyle(`${footer} p`, { margin: 0 });

/** The footer's links ('Log in', 'Sign up') are full touch targets even inside a sentence. */
globalStyle(`${footer} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  color: vars.color.brand,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xsmall,
});

globalStyle(`${footer} a:hover`, { color: vars.color.brandStrong });

globalStyle(`${footer} a:focus-visible`, focusRingRule);
