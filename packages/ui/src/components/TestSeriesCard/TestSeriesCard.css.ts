import { style } from '@vanilla-extract/css';
import { cardBody, cardFrame, cardImage } from '../../css/card.css';
import { vars } from '../../themes/theme.css';
import * as button from '../Button/Button.css';

export const root = cardFrame;

export const image = cardImage;

export const body = style([cardBody, { gap: vars.space.medium }]);

export const title = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const users = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const tests = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const test = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
});

export const testIcon = style({
  flexShrink: 0,
  // Centres the 16px icon on the first 22px line.
  marginTop: 3,
  color: vars.color.success,
});

export const languages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const language = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const action = style({
  // Pushes the action to the bottom of the card, level with its neighbours'.
  marginTop: 'auto',
  paddingTop: vars.space.small,
});

/** The action as a link, drawn exactly like a full-width solid Button. */
export const actionLink = style([
  button.root,
  button.tone.brand,
  button.variant.solid,
  button.size.standard,
  button.width.full,
]);
