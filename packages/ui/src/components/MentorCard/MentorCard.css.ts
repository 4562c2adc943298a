import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../css/card.css';
import { vars } from '../../themes/theme.css';

export const root = style([
  cardSurface,
  { alignItems: 'center', gap: vars.space.xsmall, padding: vars.space.large, textAlign: 'center' },
]);

export const photo = style({
  width: vars.mediaSize.xlarge,
  aspectRatio: '1 / 1',
  marginBottom: vars.space.small,
  borderRadius: vars.radius.full,
});

/** The heading is the name's look; this keeps it inside the card. */
export const name = style({
  maxWidth: '100%',
});

export const position = style({
  margin: 0,
  maxWidth: '100%',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});
