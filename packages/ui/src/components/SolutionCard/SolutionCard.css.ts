import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
import type { SolutionOutcome } from './solution';

export const root = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.gutter,
  minWidth: 0,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  '@media': {
    [breakpointQuery.tablet]: { padding: vars.space.large },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xsmall,
});

export const section = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

/** Focused when a review moves to this question: a ring only for the keyboard. */
export const heading = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRingRule,
  },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.gutter}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
});

export const factIcon = style({
  flexShrink: 0,
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
});

export const outcomeTone = styleVariants({
  correct: { color: vars.color.success },
  wrong: { color: vars.color.critical },
  unanswered: { color: vars.color.textMuted },
} satisfies Record<SolutionOutcome, StyleRule>);

export const markedTone = style({ color: vars.color.review });

/** The learner's pick when it was right: the key's tick beside it says so already. */
export const yourTone = style({ color: vars.color.text });

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const note = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  background: vars.color.neutralSoft,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** Question words: line breaks kept (statements, matrices), long words wrapped. */
const prose: StyleRule = {
  margin: 0,
  maxWidth: vars.contentWidth.large,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};

export const direction = style({
  ...prose,
  boxSizing: 'border-box',
  padding: vars.space.gutter,
  borderInlineStart: `${vars.borderWidth.indicator} solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': focusRingRule,
  },
  '@media': {
    [breakpointQuery.tablet]: {
      maxHeight: vars.contentHeight.listbox,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
  },
});

export const text = style({
  ...prose,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const hint = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const unanswered = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const options = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The key: a green edge; a wrong pick: a red edge and wash. Words and icons say it too. */
export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.small} ${vars.space.medium}`,
  minHeight: vars.controlHeight.row,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-correct]': { borderColor: vars.color.success },
    '&[data-wrong-pick]': { borderColor: vars.color.critical, background: vars.color.criticalSoft },
  },
});

export const optionNumber = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.iconSize.large,
  height: vars.iconSize.large,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  selectors: {
    [`${option}[data-correct] &`]: { background: vars.color.success, color: vars.color.onBrand },
    [`${option}[data-wrong-pick] &`]: { background: vars.color.critical, color: vars.color.onBrand },
  },
});

export const optionText = style({
  flex: '1 1 10rem',
  minWidth: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** 'Correct answer', 'Your answer': under the option on a phone, beside it when there is room. */
export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  marginInlineStart: 'auto',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const markIcon = style({
  flexShrink: 0,
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
});

export const numeric = style({
  display: 'grid',
  gap: vars.space.xsmall,
});

export const numericRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  // Side by side when they fit, one under the other on a phone: no separator left dangling.
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const numericValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const explanation = style({
  display: 'grid',
  gap: vars.space.small,
  paddingTop: vars.space.gutter,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const explanationHeading = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const explanationText = style({
  ...prose,
});
