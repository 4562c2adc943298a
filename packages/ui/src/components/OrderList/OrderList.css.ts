import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../css/utilities.css';
import * as cardTable from '../private/cardTable/cardTable.css';
import { stacked } from '../private/cardTable/stacked.css';
import { statusBadge } from '../private/statusBadge.css';
import { vars } from '../../themes/theme.css';
import type { OrderBadge } from './orderEntries';

// The table and its cards are the shared card table's (private/cardTable); here, where each of
// an order's values stands on its card, and the cells.

export const row = style([
  cardTable.row,
  stacked({ gridTemplateAreas: '"item item" "date status" "amount amount" "action action"' }),
]);

/** On a card each cell is a column: its name over its value (and a note under it). */
const columnWhenStacked = style(stacked({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

const cellBase = style([cardTable.cell, columnWhenStacked]);

export const headCell = style([cardTable.headCell, columnWhenStacked]);

/** The amount's header sits over the amounts, at the end. */
export const numberHeadCell = style([cardTable.numberHeadCell, columnWhenStacked]);

export const itemCell = style([
  cellBase,
  {
    fontWeight: 'inherit',
    ...stacked({ gridArea: 'item', gap: vars.space.xxsmall }),
  },
]);

export const item = style({
  display: 'block',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'break-word',
});

/** A second line in muted text: the item's detail, a trial's end. */
export const note = style({
  display: 'block',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  overflowWrap: 'break-word',
});

export const reference = style({
  display: 'block',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const dateCell = style([
  cellBase,
  {
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    ...stacked({ gridArea: 'date', whiteSpace: 'normal' }),
  },
]);

export const amountCell = style([
  cellBase,
  {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    ...stacked({ gridArea: 'amount', textAlign: 'start' }),
  },
]);

export const amount = style({
  display: 'block',
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  ...stacked({
    fontSize: vars.text.large.fontSize,
    lineHeight: vars.text.large.lineHeight,
  }),
});

/** The promo code and what it saved, in the success colour (AA on the card). */
export const saving = style({
  display: 'block',
  color: vars.color.success,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const statusCell = style([
  cellBase,
  {
    whiteSpace: 'nowrap',
    ...stacked({ gridArea: 'status', alignItems: 'flex-start' }),
  },
]);

/** The status pill is shared with HelpRequestList (private/statusBadge.css.ts). */
export const badge = statusBadge;

/** Each status its colour; every one is an AA text colour on the card (tokens.test.ts). */
export const badgeTone = styleVariants({
  pending: { color: vars.color.review },
  paid: { color: vars.color.success },
  failed: { color: vars.color.critical },
  refunded: { color: vars.color.textMuted },
  trialActive: { color: vars.color.brand },
  trialEnded: { color: vars.color.textMuted },
} satisfies Record<OrderBadge, StyleRule>);

/** The last on a card, across it; 'Complete payment' never wraps in the table. */
export const actionCell = style([cardTable.actionCell, columnWhenStacked, stacked({ gridArea: 'action' })]);

export const noAction = style({
  display: 'block',
  textAlign: 'center',
  color: vars.color.textMuted,
  // On a card a row with nothing to open simply ends.
  ...stacked(visuallyHiddenRule),
});
