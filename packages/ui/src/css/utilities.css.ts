import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../themes/theme.css';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus ring: 2px, offset so it stays visible on any fill. */
export const focusRingRule: StyleRule = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
};

/** Motion only for people who have not asked their system to reduce it. */
export const motionSafe = '(prefers-reduced-motion: no-preference)';
export const motionReduced = '(prefers-reduced-motion: reduce)';

/** A square, touch-sized button holding one icon (the header's menu button, the drawer's close). */
export const iconButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&:focus-visible': focusRingRule,
  },
});
