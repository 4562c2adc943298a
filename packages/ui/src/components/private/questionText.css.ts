import { style, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

// A question as the test shows it (QuestionView) and as its solution shows it (SolutionCard):
// the same words, passage and option rows, so a learner reviewing a test meets what they answered.

/** Question words: line breaks kept (matrices, lists of statements), long words wrapped. */
export const proseRule: StyleRule = {
  margin: 0,
  maxWidth: vars.contentWidth.large,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};

/**
 * A passage shared by a set of questions (its background is the caller's, against what it
 * stands on). On a phone it is part of the page, which scrolls as a whole (a box scrolling
 * inside a scrolling page traps thumbs); from a tablet up it scrolls itself, so the question
 * below stays in view.
 */
export const directionRule: StyleRule = {
  ...proseRule,
  boxSizing: 'border-box',
  padding: vars.space.gutter,
  borderInlineStart: `${vars.borderWidth.indicator} solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
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
};

/** The question itself. */
export const questionText = style({
  ...proseRule,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

/** A line under the question: 'Choose all that apply', the accepted range. */
export const questionHint = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const optionListRule: StyleRule = {
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.large,
};

/** An option's row: a tall edge-lined box (the caller sets its gap and what marks it). */
export const optionRowRule: StyleRule = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.row,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
};

/** The option's letter or number in a disc. */
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
});

/** The option's words: line breaks kept, long words wrapped. */
export const optionTextRule: StyleRule = {
  minWidth: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};
