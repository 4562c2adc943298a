import { style } from '@vanilla-extract/css';
import * as cardTable from '../private/cardTable/cardTable.css';
import { stacked } from '../private/cardTable/stacked.css';
import { vars } from '../../themes/theme.css';

// The table and its cards are the shared card table's (private/cardTable); here, the cells.

export const titleCell = style([
  cardTable.cell,
  {
    fontWeight: vars.font.weight.strong,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    ...stacked({
      gridColumn: '1 / -1',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.small,
      padding: 0,
      border: 'none',
    }),
  },
]);

export const title = style({
  overflowWrap: 'break-word',
  minWidth: 0,
  marginInlineEnd: vars.space.small,
});

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.review}`,
  color: vars.color.review,
  background: vars.color.surfaceRaised,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const dateCell = style([
  cardTable.cell,
  {
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    ...stacked({ gridColumn: '1 / -1', whiteSpace: 'normal', marginTop: `calc(-1 * ${vars.space.xsmall})` }),
  },
]);

export const numberCell = style([
  cardTable.cell,
  {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    ...stacked({ display: 'flex', flexDirection: 'column', textAlign: 'start' }),
  },
]);

/** Below the score and rank, across the card. */
export const actionCell = style([cardTable.actionCell, stacked({ gridColumn: '1 / -1' })]);

export const value = style({
  fontWeight: vars.font.weight.medium,
  ...stacked({
    fontSize: vars.text.large.fontSize,
    lineHeight: vars.text.large.lineHeight,
    fontWeight: vars.font.weight.strong,
  }),
});

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const showing = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});
