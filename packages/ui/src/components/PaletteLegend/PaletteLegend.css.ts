import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const list = style({
  display: 'grid',
  // Two columns where a row has room for two states and their longest words, one on a phone.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(2 * ${vars.contentWidth.cell})), 1fr))`,
  gap: `${vars.space.small} ${vars.space.gutter}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  // The visually hidden count is placed against the row, not the page.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
});

/** The state's shape, big enough to hold a three-digit count. */
export const marker = style({
  position: 'relative',
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  fontSize: vars.text.small.fontSize,
  lineHeight: 1,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const shape = style({
  position: 'absolute',
  inset: 0,
});

export const label = style({
  minWidth: 0,
});
