import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../themes/theme.css';

/**
 * Hidden on screen, still read by screen readers (the usual 1px clip: not a design size). The
 * rule for a state or a container query (`'@container': { …: visuallyHiddenRule }`), the class
 * for everything else.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const satisfies StyleRule;

export const visuallyHidden = style(visuallyHiddenRule);

/**
 * The one focus ring, for every control in the library and the app:
 * `selectors: { '&:focus-visible': focusRingRule }`. Offset so it stays visible on any fill.
 */
export const focusRingRule: StyleRule = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
};

/** The same ring drawn inside a control that fills its box to the edge (a field's own button). */
export const focusRingInsetRule: StyleRule = {
  ...focusRingRule,
  outlineOffset: vars.focusRing.insetOffset,
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

/** How far the fade at a scrolling row's hidden edge reaches. */
const overflowFade = vars.space.xlarge;

/**
 * For a row that scrolls sideways (chips, tabs), with `useOverflowHint` on it: a side that hides
 * content fades out, so the cut-off chip reads as "more this way", not as a broken label.
 * (A mask reads only alpha: black here is "opaque", not a colour on screen.)
 */
export const overflowHintRule: StyleRule = {
  // The row scrolls itself sideways; the page never does. It takes its column's width and never
  // asks for more: inside a grid or flex column its content would otherwise widen the column past
  // a phone's screen and be cut off.
  minWidth: 0,
  contain: 'inline-size',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  selectors: {
    '&[data-overflow="end"]': {
      maskImage: `linear-gradient(to right, #000 calc(100% - ${overflowFade}), transparent)`,
    },
    '&[data-overflow="start"]': {
      maskImage: `linear-gradient(to left, #000 calc(100% - ${overflowFade}), transparent)`,
    },
    '&[data-overflow="both"]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${overflowFade}, #000 calc(100% - ${overflowFade}), transparent)`,
    },
  },
};
