import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/**
 * A column of cards, one a list item (forum topics and replies, help requests), and the section
 * it stands in: one place, so these lists keep the same rhythm between their cards.
 */
export const cardListSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
