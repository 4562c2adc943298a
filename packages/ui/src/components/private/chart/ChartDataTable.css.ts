import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingRule } from '../../../css/utilities.css';
import { vars } from '../../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

/** Pulled left by its own padding, so its words line up with the chart's text above it. */
export const toggle = style({
  marginInlineStart: `calc(-1 * ${vars.space.medium})`,
  paddingInline: vars.space.medium,
});

export const chevron = style({
  flex: 'none',
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
  transition: 'transform 120ms ease-out',
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const scroller = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '100%',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': focusRingRule,
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.strong,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'end',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});

/** The row's name (a section, a test) wraps and reads from the start; the numbers line up at the end. */
globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, {
  textAlign: 'start',
  whiteSpace: 'normal',
  minWidth: vars.contentWidth.cell,
});

globalStyle(`${table} thead th`, {
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  background: vars.color.surface,
});

globalStyle(`${table} tbody th`, {
  fontWeight: vars.font.weight.medium,
});

/** A cell of words (a test's title): it reads from the start and wraps, where numbers line up at the end. */
export const textCell = style({
  selectors: {
    [`${table} &`]: {
      textAlign: 'start',
      whiteSpace: 'normal',
      minWidth: vars.contentWidth.cell,
    },
  },
});
