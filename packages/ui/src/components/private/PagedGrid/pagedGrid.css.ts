import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/utilities.css';
import { vars } from '../../../themes/theme.css';
import { paletteColumns } from './paletteKeys';

/** Each button's side: a roomy touch target, since a learner taps these all test long. */
const buttonSize = vars.controlHeight.row;

/** How far the current item's ring reaches outside its button: a card-coloured gap, then the ring. */
const currentRingReach = `calc(${vars.borderWidth.large} + ${vars.borderWidth.indicator})`;

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${paletteColumns}, ${buttonSize})`,
  gap: vars.space.medium,
});

export const cell = style({
  display: 'flex',
});

/** A numbered button with its shape drawn behind the number (see `shape`). */
export const button = style({
  appearance: 'none',
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  width: buttonSize,
  height: buttonSize,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.text.standard.fontSize,
  lineHeight: 1,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[aria-current="true"]': {
      boxShadow: `0 0 0 ${vars.borderWidth.large} ${vars.color.surfaceRaised}, 0 0 0 ${currentRingReach} ${vars.color.text}`,
    },
    '&:focus-visible': focusRingRule,
    // Outside the current item's ring, so the two never draw over each other.
    '&[aria-current="true"]:focus-visible': {
      outlineOffset: `calc(${currentRingReach} + ${vars.focusRing.offset})`,
    },
  },
});

/** The item's shape behind the number, filling the button. */
export const shape = style({
  position: 'absolute',
  inset: 0,
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  // As wide as the rows above it, so the arrows sit under the first and last column.
  maxWidth: `calc(${paletteColumns} * ${buttonSize} + ${paletteColumns - 1} * ${vars.space.medium})`,
});

export const pageStatus = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  textAlign: 'center',
  // 'Questions 181–200 / of 200', never a lone '200' on the second line.
  textWrap: 'balance',
  fontVariantNumeric: 'tabular-nums',
});

export const pageButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&[aria-disabled="true"]': {
      cursor: 'default',
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      background: 'transparent',
    },
    '&:focus-visible': focusRingRule,
  },
});

export const pageIcon = style({
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
});
