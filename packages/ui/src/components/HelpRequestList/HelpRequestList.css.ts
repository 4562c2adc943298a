import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import type { HelpRequestStatus } from '@pariksha/contract/values';
import { visuallyHiddenRule } from '../../css/utilities.css';
import { statusBadge } from '../private/statusBadge.css';
import { vars } from '../../themes/theme.css';

/** The section and its column of requests are the shared card list (private/cardList.css.ts). */
export { cardListSection as root, cardList as list } from '../private/cardList.css';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const hidden = style(visuallyHiddenRule);

/** The status pill is shared with OrderList (private/statusBadge.css.ts); here it is a <p>. */
export const badge = style([statusBadge, { margin: 0 }]);

/** Each status its colour; every one is an AA text colour on the card (tokens.test.ts). */
export const badgeTone = styleVariants({
  open: { color: vars.color.brand },
  in_progress: { color: vars.color.review },
  resolved: { color: vars.color.success },
} satisfies Record<HelpRequestStatus, StyleRule>);

export const date = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** The message's first lines: enough to tell requests apart; the rest is cut with '…'. */
export const message = style({
  margin: 0,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});
