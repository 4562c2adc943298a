import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
import type { PlanTone } from './planTone';

const tint = createVar();
const hairline = createVar();
const accent = createVar();

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  // Fills its grid cell, so cards in a row share one height and their buttons line up.
  height: '100%',
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${hairline}`,
  background: tint,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  '@media': {
    [breakpointQuery.tablet]: {
      padding: vars.space.xlarge,
    },
  },
});

export const tone = styleVariants({
  gold: {
    vars: {
      [tint]: vars.color.goldTint,
      [hairline]: vars.color.goldBorder,
      [accent]: vars.color.goldAccent,
    },
  },
  platinum: {
    vars: {
      [tint]: vars.color.platinumTint,
      [hairline]: vars.color.platinumBorder,
      [accent]: vars.color.platinumAccent,
    },
  },
  neutral: {
    vars: {
      [tint]: vars.color.neutralTint,
      [hairline]: vars.color.neutralBorder,
      [accent]: vars.color.neutralAccent,
    },
  },
} satisfies Record<PlanTone, StyleRule>);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  // Keeps the name's line box the same with or without a badge.
  minHeight: vars.text.large.lineHeight,
});

/** The plan's name in capitals, tracked out; the heading gives its size and weight. */
export const name = style({
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  selectors: {
    // Tracking breaks the headline (shirorekha) that joins Devanagari letters.
    '&:lang(hi)': { letterSpacing: 'normal' },
  },
});

export const badge = style({
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  background: accent,
  color: vars.color.text,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  selectors: {
    '&:lang(hi)': { letterSpacing: 'normal' },
  },
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
  margin: 0,
  marginTop: vars.space.gutter,
});

export const amount = style({
  fontSize: vars.text.display.fontSize,
  lineHeight: vars.text.display.lineHeight,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '-0.01em',
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const description = style({
  margin: 0,
  marginTop: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  marginTop: vars.space.large,
  padding: 0,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${hairline}`,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const checkIcon = style({
  flexShrink: 0,
  // Centres the icon on the first line of text.
  marginTop: `calc((${vars.text.standard.lineHeight} - ${vars.iconSize.standard}) / 2)`,
  color: vars.color.success,
});

export const action = style({
  // Pushes the button to the bottom of the card, level with its neighbours'.
  marginTop: 'auto',
  paddingTop: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.small,
});
