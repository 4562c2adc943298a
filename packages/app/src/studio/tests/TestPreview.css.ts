import { style } from '@vanilla-extract/css';
import { focusRingRule, vars, visuallyHiddenRule } from '@pariksha/ui';

/** Where the reader is in the section: said by screen readers as it changes, focused when a button it follows is spent. */
export const counter = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:focus-visible': focusRingRule },
});

/** The question's key, topic and difficulty: for the team, never for a candidate. */
export const teamLine = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  overflowWrap: 'anywhere',
});

/** Said to screen readers only: a new draw is on screen. */
export const announcement = style(visuallyHiddenRule);
