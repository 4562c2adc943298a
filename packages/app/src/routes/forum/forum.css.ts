import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const lead = style({ margin: `${vars.space.xsmall} 0 0`, color: vars.color.textMuted });

/** The topic page: the topic, its replies and the reply form, one readable column. */
export const topicPage = style({ display: 'grid', gap: vars.space.large, maxWidth: '48rem', minWidth: 0 });

export const repliesHeading = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const closedNotice = style({ margin: 0, color: vars.color.textMuted });
