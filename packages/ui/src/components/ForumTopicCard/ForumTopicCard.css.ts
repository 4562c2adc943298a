import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

export const hiddenCard = style({
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  background: vars.color.neutralTint,
});

export const title = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.brandStrong },
    '&:focus-visible': focusRingRule,
  },
});

export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

/** The byline is shared with the topic's own page (forumByline.css.ts). */
export { forumByline as meta, forumBylineAuthor as author } from './forumByline.css';

export const badge = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.critical}`,
  color: vars.color.criticalStrong,
  background: vars.color.criticalSoft,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
});
