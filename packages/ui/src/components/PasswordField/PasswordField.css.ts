import { style } from '@vanilla-extract/css';
import { focusRingInsetRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const input = style({
  selectors: {
    // Edge's own reveal button would be a second, unlabelled toggle.
    '&::-ms-reveal': { display: 'none' },
  },
});

/** A full touch target at the field's end, inside its border. */
export const toggle = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.touchTarget,
  minHeight: vars.touchTarget,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutralSoft, color: vars.color.text },
    // Inside the field's own ring: the button's ring sits just within the border.
    '&:focus-visible': focusRingInsetRule,
    '&:disabled': { cursor: 'not-allowed' },
  },
});
