import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/** The card and its intro line are the site's form card (private/formCard.css.ts). */
export { formCard as root, formCardIntro as intro } from '../private/formCard.css';

export const form = style({
  display: 'grid',
  gap: vars.space.gutter,
  marginTop: vars.space.large,
  '@media': {
    // Name and phone side by side, the button below them.
    [breakpointQuery.tablet]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

const control = {
  boxSizing: 'border-box',
  minHeight: vars.touchTarget,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
} as const;

const typed = {
  fontFamily: 'inherit',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
} as const;

export const input = style({
  ...control,
  ...typed,
  width: '100%',
  margin: 0,
  paddingInline: vars.space.medium,
  selectors: {
    '&:focus-visible': focusRingRule,
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: vars.borderWidth.large },
  },
});

/** The +91 prefix and the number share one bordered box; the ring goes round both. */
export const phoneBox = style({
  ...control,
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  overflow: 'hidden',
  selectors: {
    '&:focus-within': focusRingRule,
  },
});

export const invalid = style({
  borderColor: vars.color.critical,
  borderWidth: vars.borderWidth.large,
});

export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.medium,
  borderRight: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.text.standard.fontSize,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const phoneInput = style({
  ...typed,
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingInline: vars.space.medium,
  border: 0,
  background: 'transparent',
  letterSpacing: '0.04em',
  selectors: {
    // The box draws the ring for both parts.
    '&:focus': { outline: 'none' },
  },
});

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const action = style({
  '@media': {
    [breakpointQuery.tablet]: { gridColumn: '1 / -1' },
  },
});

const message = {
  margin: 0,
  marginTop: vars.space.gutter,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
} as const;

export const success = style({
  ...message,
  border: `${vars.borderWidth.standard} solid ${vars.color.success}`,
  color: vars.color.success,
});

export const failure = style({
  ...message,
  border: `${vars.borderWidth.standard} solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
});
