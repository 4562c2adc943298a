import { style, styleVariants } from '@vanilla-extract/css';
import { cardBody, cardFrame, cardImage } from '../../../css/card.css';
import { vars } from '../../../themes/theme.css';

export const root = cardFrame;

export const image = cardImage;

export const body = styleVariants({
  small: [cardBody],
  medium: [cardBody, { gap: vars.space.medium }],
});

export const action = style({
  // Pushes the action to the bottom of the card, level with its neighbours'.
  marginTop: 'auto',
  paddingTop: vars.space.small,
});
