import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/**
 * The raised card a standalone form stands in (ContactForm, HelpRequestForm), and the muted
 * line under its heading: one place, so the site's forms keep the same frame.
 */
export const formCard = style({
  boxSizing: 'border-box',
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  '@media': {
    [breakpointQuery.tablet]: { padding: vars.space.xlarge },
  },
});

export const formCardIntro = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});
