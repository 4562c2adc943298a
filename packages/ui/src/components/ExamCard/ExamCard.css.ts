import { style } from '@vanilla-extract/css';
import { cardBody, cardFrame, cardImage } from '../../css/card.css';
import { vars } from '../../themes/theme.css';

export const root = cardFrame;

export const image = cardImage;

export const body = cardBody;

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const date = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.brand,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.neutralSoft,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const factValue = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.contentWidth.cell}, 1fr))`,
  gap: vars.space.small,
  // Pushes the buttons to the bottom of the card, level with its neighbours'.
  marginTop: 'auto',
  paddingTop: vars.space.small,
});

export const lockIcon = style({ flexShrink: 0 });
