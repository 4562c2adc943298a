import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../../css/utilities.css';
import { vars } from '../../../themes/theme.css';
import { cardTableBox, stacked } from './stacked.css';

/*
 * A table that becomes cards, shared by the learner's lists (AttemptList, OrderList): one markup
 * for every width, a table where it has 45rem and, below that, each row a card of named values
 * (the header row stays, hidden, for screen readers). Each list adds its own cells and layout.
 */

/** The list's outer box: the container the switch to cards measures. */
export const root = style({
  containerType: 'inline-size',
  containerName: cardTableBox,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  color: vars.color.text,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  ...stacked({ display: 'block', border: 'none', background: 'none', overflow: 'visible', borderRadius: 0 }),
});

export const head = style(stacked(visuallyHiddenRule));

export const body = style(stacked({ display: 'grid', gap: vars.space.medium }));

/** A row; as a card, a grid of two columns (each list places its cells in it). */
export const row = style(
  stacked({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${vars.space.small} ${vars.space.medium}`,
    padding: vars.space.gutter,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
  }),
);

/** Every cell, header or not: ruled off from the row above in the table, bare on a card. */
export const cell = style({
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  ...stacked({ padding: 0, border: 'none' }),
});

export const headCell = style([
  cell,
  {
    borderTop: 'none',
    background: vars.color.neutralSoft,
    fontWeight: vars.font.weight.strong,
    whiteSpace: 'nowrap',
  },
]);

/** Numbers' headers sit over their numbers, at the end. */
export const numberHeadCell = style([headCell, { textAlign: 'end' }]);

/** The last column: only as wide as its button needs, never wrapping it; a card's full width. */
export const actionCell = style([
  cell,
  {
    width: '1%',
    whiteSpace: 'nowrap',
    ...stacked({ width: 'auto' }),
  },
]);

/** Every row's button as wide as the widest, so they line up down the column. */
export const action = style({
  minWidth: vars.contentWidth.cell,
});

/** The column's name inside each cell: shown only when the header row is not. */
export const cellLabel = style({
  display: 'none',
  ...stacked({
    display: 'block',
    color: vars.color.textMuted,
    fontSize: vars.text.xsmall.fontSize,
    lineHeight: vars.text.xsmall.lineHeight,
  }),
});
