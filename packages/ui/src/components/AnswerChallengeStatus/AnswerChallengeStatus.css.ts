import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import type { AnswerChallengeStatus } from '@pariksha/contract/values';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

const statusColour = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.borderWidth.xlarge,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRingRule },
});

/** The start edge and the heading take the status's colour; each is an AA text colour on the card. */
export const tone = styleVariants({
  received: { borderInlineStartColor: vars.color.brand, vars: { [statusColour]: vars.color.brand } },
  accepted: { borderInlineStartColor: vars.color.success, vars: { [statusColour]: vars.color.success } },
  rejected: { borderInlineStartColor: vars.color.textMuted, vars: { [statusColour]: vars.color.textMuted } },
} satisfies Record<AnswerChallengeStatus, StyleRule>);

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: statusColour,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const icon = style({ flexShrink: 0, width: '20px', height: '20px' });

export const message = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const note = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.neutralSoft,
});

export const noteLabel = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const noteText = style({
  margin: 0,
  marginTop: vars.space.xxsmall,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const facts = style({ margin: 0 });

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const factName = style({
  color: vars.color.textMuted,
  selectors: { '&::after': { content: '":"' } },
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const dates = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
