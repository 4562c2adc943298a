import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule, motionSafe } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';
import type { BillingPeriod } from './BillingToggle';

const trackInset = vars.space.xsmall;

export const root = style({
  // Fieldsets default to min-width: min-content, which would overflow a 360px screen.
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const track = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'inline-grid',
  gridTemplateColumns: '1fr 1fr',
  padding: trackInset,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

/** The brand-coloured pill that slides under the selected period. */
export const thumb = style({
  position: 'absolute',
  top: trackInset,
  bottom: trackInset,
  left: trackInset,
  width: `calc(50% - ${trackInset})`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  boxShadow: vars.shadow.medium,
  pointerEvents: 'none',
  '@media': {
    [motionSafe]: {
      transition: 'transform 180ms ease-out',
    },
  },
});

export const thumbPosition = styleVariants({
  annually: { transform: 'translateX(0)' },
  monthly: { transform: 'translateX(100%)' },
} satisfies Record<BillingPeriod, StyleRule>);

export const option = style({
  position: 'relative',
  display: 'flex',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const label = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.touchTarget,
  minWidth: vars.contentWidth.cell,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  '@media': {
    [motionSafe]: {
      transition: 'color 180ms ease-out',
    },
  },
  selectors: {
    [`${input}:checked + &`]: {
      color: vars.color.onBrand,
    },
    [`${input}:not(:checked):hover + &`]: {
      color: vars.color.text,
    },
    [`${input}:focus-visible + &`]: focusRingRule,
  },
});
