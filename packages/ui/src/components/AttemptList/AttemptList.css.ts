import { createContainer, style, type StyleRule } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

// A table where there is room; below `stackBelow` (a phone, a narrow column) each attempt stands
// as a card. The switch follows the space the list has (a container query), not the window.
const listBox = createContainer('attemptList');
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
  ...stacked({ padding: 0, border: 'none' }),
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

/** Numbers' headers sit over their numbers, at the end. */
export const numberHeadCell = style([headCell, { textAlign: 'end' }]);

export const titleCell = style([
  cellBase,
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
  cellBase,
  {
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    ...stacked({ gridColumn: '1 / -1', whiteSpace: 'normal', marginTop: `calc(-1 * ${vars.space.xsmall})` }),
  },
]);

export const numberCell = style([
  cellBase,
  {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    ...stacked({ display: 'flex', flexDirection: 'column', textAlign: 'start' }),
  },
]);

export const actionCell = style([
  cellBase,
  {
    // The column takes only what its buttons need, never wrapping 'View result'.
    width: '1%',
    whiteSpace: 'nowrap',
    ...stacked({ gridColumn: '1 / -1', width: 'auto' }),
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
