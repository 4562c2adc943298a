import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const hiddenPost = style({
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  background: vars.color.neutralTint,
});

export const title = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

/** The byline is the forum's (ForumTopicCard/forumByline.css.ts), as on the topic's card. */
export { forumByline as byline, forumBylineAuthor as author } from '../ForumTopicCard/forumByline.css';

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.criticalStrong,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const noticeTitle = style({
  display: 'block',
  fontWeight: vars.font.weight.strong,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const reported = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.medium,
});

export const editForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const editActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
