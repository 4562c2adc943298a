import { style } from '@vanilla-extract/css';
import { resultCallout, resultCard } from '../private/resultCard.css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const root = resultCard;

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const basedOn = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const summary = style({
  ...resultCallout(vars.color.critical, vars.color.criticalSoft),
  overflowWrap: 'break-word',
});

export const summaryGood = style([
  summary,
  { borderInlineStartColor: vars.color.success, background: vars.color.neutralSoft },
]);

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  selectors: {
    // Focused only from the script, when 'Show all topics' reveals it.
    '&:focus-visible': focusRingRule,
  },
});

/** One of the weakest: the bar turns red and a badge names it, so colour is never the only sign. */
export const weakItem = style([item]);

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const name = style({
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'break-word',
  minWidth: 0,
});

export const badge = style({
  // Room above and below for Devanagari's vowel signs inside the outline.
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const meter = style({
  display: 'block',
});

export const tally = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
  flexShrink: 0,
});

export const chevronUp = style([chevron, { transform: 'rotate(180deg)' }]);
