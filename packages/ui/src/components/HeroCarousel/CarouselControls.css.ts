import { style } from '@vanilla-extract/css';
import { focusRingRule, motionSafe } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

/** The row under the slides: play/pause first, then one dot per position, on one line. */
export const bar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  minHeight: vars.touchTarget,
});

export const playPause = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': focusRingRule,
  },
});

export const dots = style({
  display: 'flex',
  flexWrap: 'nowrap',
  justifyContent: 'center',
  minWidth: 0,
});

/**
 * A 44 px target around a small visible dot. On a narrow phone the dots share the row, each
 * narrowing to WCAG 2.2's 24 px at the least, instead of wrapping onto a second line.
 */
export const dot = style({
  appearance: 'none',
  flex: `0 1 ${vars.touchTarget}`,
  minWidth: vars.touchTargetDense,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '::before': {
    content: '""',
    boxSizing: 'border-box',
    display: 'block',
    width: vars.iconSize.xsmall,
    height: vars.iconSize.xsmall,
    borderRadius: vars.radius.full,
    // borderStrong keeps 3:1 against the page, as a control's boundary must.
    border: `${vars.borderWidth.large} solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
  },
  '@media': {
    [motionSafe]: {
      selectors: { '&::before': { transition: 'width 180ms ease-out, background-color 180ms ease-out' } },
    },
  },
  selectors: {
    '&:hover::before': { borderColor: vars.color.brand },
    // The end dot of a shortened row, with more slides beyond it: drawn smaller.
    '&[data-more]::before': { transform: 'scale(0.6)' },
    '&[aria-current="true"]::before': {
      // The current slide's dot stretches into a pill.
      width: `calc(${vars.iconSize.xsmall} + ${vars.iconSize.small})`,
      borderColor: vars.color.brand,
      background: vars.color.brand,
    },
    '&:focus-visible': focusRingRule,
  },
});
