import { createContainer, style, type StyleRule } from '@vanilla-extract/css';
import { vars, visuallyHiddenRule } from '@pariksha/ui';

// A table of the paper's sections that never scrolls sideways: a table where it fits, and below
// `stackBelow` (a phone, or a narrow column) each row stands as a small card of named values.
// The switch follows the space the table has (a container query), not the window.

const wideBox = createContainer('sectionTableWide');
const compactBox = createContainer('sectionTableCompact');
/**
 * Where the rows stack, by the columns' count: seven (the summary's) need 44rem with Hindi
 * headers, six or fewer (the result's, beside the candidate on a desktop) fit in 36rem.
 */
const stackBelow = { wide: '44rem', compact: '36rem' } as const;

/** A rule for the stacked (card) layout, under whichever of the two containers holds the table. */
function stacked(rule: StyleRule) {
  return {
    '@container': {
      [`${wideBox} (width < ${stackBelow.wide})`]: rule,
      [`${compactBox} (width < ${stackBelow.compact})`]: rule,
    },
  };
}


const root = style({ containerType: 'inline-size', minWidth: 0 });
export const rootFor = {
  wide: style([root, { containerName: wideBox }]),
  compact: style([root, { containerName: compactBox }]),
};

export const frame = style({
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  ...stacked({ padding: 0, border: 'none', background: 'none' }),
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  ...stacked({ display: 'block', position: 'relative' }),
});

export const head = style(stacked(visuallyHiddenRule));

export const body = style(stacked({ display: 'grid', gap: vars.space.medium }));

export const row = style(
  stacked({
    display: 'grid',
    // Three values a row on a 360 px phone, more where there is room.
    gridTemplateColumns: 'repeat(auto-fit, minmax(5rem, 1fr))',
    gap: `${vars.space.small} ${vars.space.medium}`,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceRaised,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  }),
);

export const totalRow = style([
  row,
  {
    fontWeight: vars.font.weight.strong,
    background: vars.color.brandSoft,
    ...stacked({ background: vars.color.brandSoft, borderColor: vars.color.brand, borderWidth: vars.borderWidth.large }),
  },
]);

const cell = style({
  padding: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([cell, { fontWeight: vars.font.weight.strong, background: vars.color.neutralSoft }]);
/** A value column's header sits over its numbers, at the end. */
export const valueHeadCell = style([headCell, { textAlign: 'end' }]);

export const rowHead = style([
  cell,
  {
    fontWeight: vars.font.weight.strong,
    ...stacked({ gridColumn: '1 / -1', padding: 0, border: 'none', fontSize: vars.text.standard.fontSize, lineHeight: vars.text.standard.lineHeight }),
  },
]);

export const valueCell = style([
  cell,
  {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    ...stacked({ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 0, border: 'none', textAlign: 'start', whiteSpace: 'normal' }),
  },
]);

/** The column's name inside each cell: shown only when the header row is not. */
export const cellLabel = style({
  display: 'none',
  ...stacked({ display: 'block', color: vars.color.textMuted, fontSize: vars.text.xsmall.fontSize, lineHeight: vars.text.xsmall.lineHeight, fontWeight: vars.font.weight.regular }),
});

export const value = style(
  stacked({ fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight, fontWeight: vars.font.weight.strong, whiteSpace: 'nowrap' }),
);
