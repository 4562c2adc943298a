import { style } from '@vanilla-extract/css';
import { resultCard } from '../private/resultCard.css';
import { vars } from '../../themes/theme.css';

export const root = resultCard;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const icon = style({
  flexShrink: 0,
  width: vars.mediaSize.small,
  height: vars.mediaSize.small,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const rankLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  margin: 0,
});

export const rankWord = style({
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const rankNumber = style({
  fontSize: vars.text.display.fontSize,
  lineHeight: vars.text.display.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const candidates = style({
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.textMuted,
});

export const percentile = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const retake = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'break-word',
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const noteIcon = style({
  flexShrink: 0,
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
  // Level with the first line of the note.
  marginTop: vars.space.xxsmall,
  color: vars.color.brand,
});

export const unavailable = style({
  margin: 0,
  color: vars.color.textMuted,
});
