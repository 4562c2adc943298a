import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import type { PasswordStrengthLevel } from './PasswordStrength';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const bars = style({
  display: 'flex',
  gap: vars.space.xsmall,
});

export const bar = style({
  flex: 1,
  height: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.border,
});

export const filled = styleVariants({
  weak: { background: vars.color.critical },
  fair: { background: vars.color.brand },
  strong: { background: vars.color.success },
} satisfies Record<PasswordStrengthLevel, StyleRule>);

export const message = style({
  margin: 0,
  // Keeps its line while empty, so the form below does not jump when the first letter is typed.
  minHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const tone = styleVariants({
  weak: { color: vars.color.critical, fontWeight: vars.font.weight.medium },
  fair: { color: vars.color.text },
  strong: { color: vars.color.success, fontWeight: vars.font.weight.medium },
} satisfies Record<PasswordStrengthLevel, StyleRule>);
