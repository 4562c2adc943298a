import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../css/utilities.css';
import { resultCard } from '../private/resultCard.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/** The raised card of private/resultCard, with more room inside from a tablet up. */
export const root = style([
  resultCard,
  {
    // A phone keeps its width for the code, not for the card's padding.
    '@media': {
      [breakpointQuery.tablet]: { padding: vars.space.large },
    },
  },
]);

export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

// Letter spacing also follows the last character: take it off the end padding to stay centred.
const codeSpacing = '0.2em';

/** Large, spaced and with even-width digits, so a friend can take it down when it is read out. */
export const code = style({
  paddingBlock: vars.space.small,
  paddingInline: `${vars.space.gutter} calc(${vars.space.gutter} - ${codeSpacing})`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.large} dashed ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums slashed-zero',
  // Relative to the code's own size: a gap between characters, not a design spacing.
  letterSpacing: codeSpacing,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

const noticeBase = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** The copy fallback's instructions: plain words beside a brand bar, not an error's red. */
export const notice = style([
  noticeBase,
  {
    paddingInlineStart: vars.space.medium,
    borderInlineStart: `${vars.borderWidth.indicator} solid ${vars.color.brand}`,
    color: vars.color.text,
  },
]);

/** The live region while it has nothing to say: in the page (so it is announced), taking no room. */
export const noticeEmpty = style([noticeBase, visuallyHiddenRule]);

export const friends = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const linkField = style({
  flex: '1 1 16rem',
  minWidth: 0,
});

export const linkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const how = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  counterIncrement: 'step',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  selectors: {
    // The step's number in a brand circle; the list itself is an ordered list for screen readers.
    '&::before': {
      content: 'counter(step)',
      flex: 'none',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.iconSize.large,
      height: vars.iconSize.large,
      borderRadius: vars.radius.full,
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontSize: vars.text.xsmall.fontSize,
      fontWeight: vars.font.weight.strong,
    },
  },
});
