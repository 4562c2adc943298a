import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/** The card and its intro line are the site's form card (private/formCard.css.ts). */
export { formCard as root, formCardIntro as intro } from '../private/formCard.css';

export const form = style({
  display: 'grid',
  gap: vars.space.gutter,
  marginTop: vars.space.large,
  '@media': {
    // Name and e-mail side by side; the message and the button across both.
    [breakpointQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const wide = style({
  minWidth: 0,
  '@media': {
    [breakpointQuery.tablet]: { gridColumn: '1 / -1' },
  },
});

export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  marginTop: vars.space.large,
  padding: vars.space.gutter,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.success}`,
});

export const sentHeading = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const sentText = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'anywhere',
});

export const sentMessage = style({
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRingRule },
});
