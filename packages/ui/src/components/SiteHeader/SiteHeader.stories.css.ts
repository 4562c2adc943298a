import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

/** A stand-in for the app's 'Search Exams' box. */
export const searchBox = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.fontSize,
  selectors: { '&:focus-visible': focusRingRule },
});

/** Enough page under the header to show that it does not scroll while the drawer is open. */
export const page = style({
  minHeight: 1600,
  padding: vars.space.gutter,
  color: vars.color.textMuted,
});
