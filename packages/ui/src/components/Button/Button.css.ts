import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';
import type { ButtonSize, ButtonTone, ButtonVariant, ButtonWidth } from './Button';

// A tone sets these; a variant decides where they go (fill, text, border).
const main = createVar();
const strong = createVar();
const soft = createVar();
const on = createVar();
const edge = createVar();

export const root = style({
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  minWidth: vars.touchTarget,
  margin: 0,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid transparent`,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: '120ms',
  transitionTimingFunction: 'ease-out',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:disabled': {
      cursor: 'not-allowed',
      opacity: 0.5,
    },
    '&[aria-disabled="true"]': {
      cursor: 'progress',
    },
  },
});

export const tone = styleVariants({
  brand: {
    vars: {
      [main]: vars.color.brand,
      [strong]: vars.color.brandStrong,
      [soft]: vars.color.brandSoft,
      [on]: vars.color.onBrand,
      [edge]: vars.color.brand,
    },
  },
  neutral: {
    vars: {
      [main]: vars.color.neutral,
      [strong]: vars.color.neutralStrong,
      [soft]: vars.color.neutralSoft,
      [on]: vars.color.onBrand,
      [edge]: vars.color.borderStrong,
    },
  },
  critical: {
    vars: {
      [main]: vars.color.critical,
      [strong]: vars.color.criticalStrong,
      [soft]: vars.color.criticalSoft,
      [on]: vars.color.onBrand,
      [edge]: vars.color.critical,
    },
  },
} satisfies Record<ButtonTone, StyleRule>);

const interactive = (rule: { background: string; borderColor?: string }): StyleRule => ({
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': rule,
    '&:active:not(:disabled):not([aria-disabled="true"])': rule,
  },
});

export const variant = styleVariants({
  solid: {
    background: main,
    color: on,
    borderColor: main,
    boxShadow: vars.shadow.small,
    ...interactive({ background: strong, borderColor: strong }),
  },
  outline: {
    background: vars.color.surfaceRaised,
    color: main,
    borderColor: edge,
    ...interactive({ background: soft }),
  },
  ghost: {
    background: 'transparent',
    color: main,
    ...interactive({ background: soft }),
  },
} satisfies Record<ButtonVariant, StyleRule>);

export const size = styleVariants({
  standard: {
    paddingInline: vars.space.gutter,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
  },
  large: {
    minHeight: vars.controlHeight.large,
    paddingInline: vars.space.large,
    fontSize: vars.text.large.fontSize,
    lineHeight: vars.text.large.lineHeight,
  },
} satisfies Record<ButtonSize, StyleRule>);

export const width = styleVariants({
  content: {},
  full: { display: 'flex', width: '100%' },
} satisfies Record<ButtonWidth, StyleRule>);
