import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
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

export const saveTick = style({
  stroke: vars.color.surfaceRaised,
});

/** Question words: line breaks kept (matrices, lists of statements), long words wrapped. */
const prose: StyleRule = {
  margin: 0,
  maxWidth: vars.contentWidth.large,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};

/**
 * A passage shared by a set of questions. On a phone it is part of the page, which scrolls as a
 * whole (a box scrolling inside a scrolling page traps thumbs); from a tablet up it scrolls
 * itself, so the question below stays in view.
 */
export const direction = style({
  ...prose,
  boxSizing: 'border-box',
  padding: vars.space.gutter,
  borderInlineStart: `${vars.borderWidth.indicator} solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
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

export const options = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.large,
});

/** The whole row is the target: a tap anywhere on it chooses the option. */
export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.controlHeight.row,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
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
  flexShrink: 0,
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    // The row draws the ring around the whole option instead.
    '&:focus-visible': { outline: 'none' },
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
});

export const optionText = style({
  minWidth: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
