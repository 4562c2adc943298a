import { style } from '@vanilla-extract/css';
import { focusRingRule, vars } from '@pariksha/ui';

/** The same box as the ui library's SearchCombobox, so nothing moves when it takes over. */
export const root = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%', minWidth: 0 });

export const icon = style({ position: 'absolute', left: vars.space.medium, color: vars.color.textMuted, pointerEvents: 'none' });

export const input = style({
  appearance: 'none',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: vars.touchTarget,
  margin: 0,
  paddingLeft: `calc(${vars.space.medium} + ${vars.iconSize.standard} + ${vars.space.small})`,
  paddingRight: vars.touchTarget,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': focusRingRule,
  },
});

/** Holds the live search in the header's slot. */
export const box = style({ width: '100%', minWidth: 0 });
