import { style } from '@vanilla-extract/css';
import { cardBody, cardFrame, cardImage } from '../../css/card.css';
import { vars } from '../../themes/theme.css';
import * as button from '../Button/Button.css';

export const root = cardFrame;

export const image = cardImage;

export const body = cardBody;

export const name = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
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
  overflowWrap: 'anywhere',
});

export const factValue = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
});

export const price = style({
  color: vars.color.text,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const action = style({
  // Pushes the link to the bottom of the card, level with its neighbours'.
  marginTop: 'auto',
  paddingTop: vars.space.small,
});

/** 'Get Started': a link drawn like a full-width solid Button. */
export const getStarted = style([
  button.root,
  button.tone.brand,
  button.variant.solid,
  button.size.standard,
  button.width.full,
]);
