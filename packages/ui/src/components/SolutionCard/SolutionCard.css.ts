import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
import {
  directionRule,
  optionListRule,
  optionNumber as sharedOptionNumber,
  optionRowRule,
  optionTextRule,
  proseRule,
  questionHint,
  questionText,
} from '../private/questionText.css';
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
  partial: { color: vars.color.partial },
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

/** On the card, a box in the page's colour (see directionRule). */
export const direction = style({
  ...directionRule,
  background: vars.color.surface,
});

export const text = questionText;

export const hint = questionHint;

export const unanswered = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

/** A partly right answer: how many of the right options it chose, in words beside its icon. */
export const partlyRight = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontWeight: vars.font.weight.medium,
});

/** The icon on the note's first line, whatever its length. */
export const partlyRightIcon = style({
  flexShrink: 0,
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
  // Centred on the first line of text (line height minus icon, halved).
  marginBlockStart: `calc((${vars.text.standard.lineHeight} - ${vars.iconSize.medium}) / 2)`,
  color: vars.color.partial,
});

export const options = style({
  ...optionListRule,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The key: a green edge; a wrong pick: a red edge and wash. Words and icons say it too. */
export const option = style({
  ...optionRowRule,
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.medium}`,
  selectors: {
    '&[data-correct]': { borderColor: vars.color.success },
    '&[data-wrong-pick]': { borderColor: vars.color.critical, background: vars.color.criticalSoft },
  },
});

export const optionNumber = style([
  sharedOptionNumber,
  {
    selectors: {
      [`${option}[data-correct] &`]: { background: vars.color.success, color: vars.color.onBrand },
      [`${option}[data-wrong-pick] &`]: { background: vars.color.critical, color: vars.color.onBrand },
    },
  },
]);

export const optionText = style({
  ...optionTextRule,
  flex: '1 1 10rem',
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

export const explanationText = style(proseRule);
