import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/**
 * The muted line under a forum title (author, date, counts), with the author's name stronger:
 * one place, so a topic's card in the list and the topic's own page read alike.
 */
export const forumByline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const forumBylineAuthor = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});
