import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const root = style({
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  minWidth: vars.touchTarget,
  margin: 0,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:hover': { background: vars.color.brandSoft },
    // Liked: filled, so the state shows in shape as well as colour.
    '&[aria-pressed="true"]': {
      borderColor: vars.color.critical,
      background: vars.color.criticalSoft,
      color: vars.color.criticalStrong,
    },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 },
  },
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
});
