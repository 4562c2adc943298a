import { style } from '@vanilla-extract/css';
import { focusRingInsetRule } from '../../css/utilities.css';
import { resultCard } from '../private/resultCard.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/**
 * The raised card of private/resultCard, lifted a little higher and with more room between its
 * parts: it holds the page's one action, Pay.
 */
export const root = style([
  resultCard,
  {
    gap: vars.space.gutter,
    boxShadow: vars.shadow.medium,
    '@media': {
      [breakpointQuery.tablet]: { padding: vars.space.large },
    },
  },
]);

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const itemName = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'break-word',
});

export const itemDetail = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingTop: vars.space.gutter,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/** A label and its amount on one row; a long label wraps, the amount never does. */
export const line = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const term = style({
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const amount = style({
  margin: 0,
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const saving = style({
  color: vars.color.success,
  fontWeight: vars.font.weight.medium,
});

export const total = style({
  paddingTop: vars.space.small,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/** 'Includes GST (18%)': part of the total, not added to it, so it sits quietly under it. */
export const gst = style({
  marginTop: `calc(-1 * ${vars.space.xsmall})`,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const promo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** The input's own text: codes are read and typed in capitals. */
export const promoInput = style({
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: {
    '&::placeholder': { textTransform: 'none', letterSpacing: 'normal' },
  },
});

/** Apply sits inside the field's border, at its end: a full touch target high. */
export const apply = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  minWidth: vars.touchTarget,
  minHeight: vars.touchTarget,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.gutter,
  border: 0,
  borderLeft: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: 0,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.fontSize,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { color: vars.color.brandStrong, background: vars.color.neutralSoft },
    '&:focus-visible': focusRingInsetRule,
    '&[aria-disabled="true"]': { cursor: 'progress' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.neutralSoft },
  },
});

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} dashed ${vars.color.success}`,
  background: vars.color.surfaceRaised,
});

/** Empty (and taking no room) until a code is applied: the live region must be there before. */
export const appliedText = style({
  // Takes the row's room and wraps within it, so Remove stays beside the code on a phone.
  flex: '1 1 8rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  minWidth: 0,
  color: vars.color.success,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const appliedIcon = style({
  flexShrink: 0,
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
});

export const pay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** Plain words, not a warning: nothing is wrong, the learner should just know no money moves. */
export const testMode = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.large} dashed ${vars.color.neutral}`,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const testModeIcon = style({
  flexShrink: 0,
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
  marginTop: `calc((${vars.text.small.lineHeight} - ${vars.iconSize.medium}) / 2)`,
});
