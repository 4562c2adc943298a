import { createContainer, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';
import type { OrderBadge } from './orderEntries';

// A table where there is room; below `stackBelow` (a phone, a narrow column) each order stands
// as a card. The switch follows the space the list has (a container query), not the window.
const listBox = createContainer('orderList');
const stackBelow = '45rem';

function stacked(rule: StyleRule): StyleRule {
  return { '@container': { [`${listBox} (width < ${stackBelow})`]: rule } };
}

export const root = style({
  containerType: 'inline-size',
  containerName: listBox,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  color: vars.color.text,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
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

export const row = style(
  stacked({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gridTemplateAreas: '"item item" "date status" "amount amount" "action action"',
    gap: `${vars.space.small} ${vars.space.medium}`,
    padding: vars.space.gutter,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
  }),
);

const cellBase = style({
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  ...stacked({ display: 'flex', flexDirection: 'column', padding: 0, border: 'none', minWidth: 0 }),
});

export const headCell = style([
  cellBase,
  {
    borderTop: 'none',
    background: vars.color.neutralSoft,
    fontWeight: vars.font.weight.strong,
    whiteSpace: 'nowrap',
  },
]);

/** The amount's header sits over the amounts, at the end. */
export const numberHeadCell = style([headCell, { textAlign: 'end' }]);

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

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid currentColor`,
  background: vars.color.surfaceRaised,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  selectors: {
    // A dot in the badge's colour: the colour is never the only sign, the word is there too.
    '&::before': {
      content: '""',
      width: vars.space.small,
      height: vars.space.small,
      borderRadius: vars.radius.full,
      background: 'currentColor',
    },
  },
});

/** Each status its colour; every one is an AA text colour on the card (tokens.test.ts). */
export const badgeTone = styleVariants({
  pending: { color: vars.color.review },
  paid: { color: vars.color.success },
  failed: { color: vars.color.critical },
  refunded: { color: vars.color.textMuted },
  trialActive: { color: vars.color.brand },
  trialEnded: { color: vars.color.textMuted },
} satisfies Record<OrderBadge, StyleRule>);

export const actionCell = style([
  cellBase,
  {
    // The column takes only what its button needs, never wrapping 'Complete payment'.
    width: '1%',
    whiteSpace: 'nowrap',
    ...stacked({ gridArea: 'action', width: 'auto' }),
  },
]);

/** Every row's button as wide as the widest, so they line up down the column. */
export const action = style({
  minWidth: vars.contentWidth.cell,
});

export const noAction = style({
  display: 'block',
  textAlign: 'center',
  color: vars.color.textMuted,
  // On a card a row with nothing to open simply ends.
  ...stacked(visuallyHiddenRule),
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
