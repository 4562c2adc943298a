import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';
import {
  directionRule,
  optionListRule,
  optionNumber as sharedOptionNumber,
  optionRowRule,
  optionTextRule,
  questionHint,
  questionText,
} from '../private/questionText.css';
import { rowInputRule } from '../private/rowInput.css';
import type { QuestionSaveStatus } from './questionResponse';

export const root = style({
  display: 'grid',
  gap: vars.space.gutter,
  minWidth: 0,
  color: vars.color.text,
});

/** As wide as the question, so the 'Saved' tick sits right beside it, not across the screen. */
export const header = style({
  display: 'flex',
  maxWidth: vars.contentWidth.large,
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const number = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const save = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.text.small.lineHeight,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const saveTone = styleVariants({
  none: {},
  unsaved: { color: vars.color.textMuted },
  saving: { color: vars.color.textMuted },
  saved: { color: vars.color.success },
  offline: { color: vars.color.critical },
} satisfies Record<QuestionSaveStatus, StyleRule>);

export const saveIcon = style({
  flexShrink: 0,
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
});

/** On the page's background, a raised box (see directionRule). */
export const direction = style({
  ...directionRule,
  background: vars.color.surfaceRaised,
});

export const text = questionText;

export const hint = questionHint;

export const options = style(optionListRule);

/** The whole row is the target: a tap anywhere on it chooses the option. */
export const option = style({
  ...optionRowRule,
  gap: vars.space.medium,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    // Chosen: brand edge and wash, and the input's own tick or dot says it without colour.
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': focusRingRule,
  },
});

export const optionInput = style({
  ...rowInputRule,
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
});

export const optionNumber = sharedOptionNumber;

export const optionText = style(optionTextRule);
