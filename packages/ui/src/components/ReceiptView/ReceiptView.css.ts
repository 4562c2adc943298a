import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { resultCard } from '../private/resultCard.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/*
 * Paper is not themed: printed, the receipt is pure black on white with no shadows or tints,
 * whatever the screen's theme, so it stays legible on any printer and in a saved PDF. The colours
 * below are the only literal ones in the library, and only for print.
 */
const ink = '#000';
const paper = '#fff';

/** The wide layout on a tablet screen and on paper alike (a page of A4 is about 794 CSS px wide). */
const wide = { screen: breakpointQuery.tablet, print: 'print' } as const;

/**
 * On screen, the raised card of private/resultCard: lifted a little higher, no wider than a
 * sheet of paper, with more room inside. On paper, no card at all.
 */
export const root = style([
  resultCard,
  {
    gap: vars.space.large,
    maxWidth: vars.contentWidth.large,
    boxShadow: vars.shadow.medium,
    fontVariantNumeric: 'tabular-nums',
    '@media': {
      [wide.screen]: { padding: vars.space.xlarge },
      [wide.print]: {
        maxWidth: 'none',
        padding: 0,
        border: 0,
        borderRadius: 0,
        boxShadow: 'none',
        background: paper,
        color: ink,
        fontSize: '11pt',
      },
    },
  },
]);

globalStyle(`${root} *`, {
  '@media': {
    print: { color: ink, boxShadow: 'none', background: 'transparent' },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space.gutter,
  paddingBottom: vars.space.gutter,
  borderBottom: `${vars.borderWidth.large} solid ${vars.color.text}`,
  '@media': {
    [wide.screen]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' },
    [wide.print]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start', borderColor: ink },
  },
});

export const seller = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const sellerName = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/** An address arrives as lines: keep them. */
export const sellerLine = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
  '@media': {
    [wide.screen]: { alignItems: 'flex-end', textAlign: 'end' },
    [wide.print]: { alignItems: 'flex-end', textAlign: 'end' },
  },
});

/** Label and value pairs, one per row: 'Receipt no.  PRK-R-2026-000123'. */
export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const pairTerm = style({
  color: vars.color.textMuted,
  textAlign: 'start',
});

export const pairValue = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  // Payment ids are long unbroken strings.
  overflowWrap: 'anywhere',
});

const markBase = style({
  display: 'inline-block',
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.large} solid currentColor`,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.08em',
  selectors: {
    // Tracking breaks the headline (shirorekha) that joins Devanagari letters.
    '&:lang(hi)': { letterSpacing: 'normal' },
  },
});

/** PAID is a quiet stamp; REFUNDED is large and red, so no one takes the receipt for a live one. */
export const mark = styleVariants({
  paid: [markBase, { color: vars.color.success, fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight }],
  refunded: [
    markBase,
    {
      color: vars.color.critical,
      fontSize: vars.text.xlarge.fontSize,
      lineHeight: vars.text.xlarge.lineHeight,
      borderWidth: vars.borderWidth.xlarge,
    },
  ],
});

/** Unmissable on screen and on paper: a thick dashed frame, not only a colour. */
export const testMode = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.xlarge} dashed ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.criticalStrong,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  '@media': {
    print: { borderColor: ink },
  },
});

export const testModeIcon = style({
  flexShrink: 0,
  width: vars.iconSize.large,
  height: vars.iconSize.large,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  breakInside: 'avoid',
});

export const plainLines = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontStyle: 'normal',
  overflowWrap: 'anywhere',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  breakInside: 'avoid',
});

export const columnHead = style({
  paddingBlock: vars.space.small,
  borderBottom: `${vars.borderWidth.large} solid ${vars.color.text}`,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  '@media': { print: { borderColor: ink } },
});

export const cell = style({
  paddingBlock: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.font.weight.regular,
  overflowWrap: 'anywhere',
  '@media': { print: { borderColor: ink } },
});

export const itemDetail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const totalRow = style({
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const totalCell = style({
  paddingBlock: vars.space.small,
  borderBottom: `${vars.borderWidth.large} solid ${vars.color.text}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.strong,
  '@media': { print: { borderColor: ink } },
});

/** Amounts line up on the right, and never wrap (after the cells' styles, so it wins over them). */
export const money = style({
  paddingInlineStart: vars.space.medium,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const saving = style({
  color: vars.color.success,
});

/** Taxable value + GST = total: label and amount on one row each, amounts to the right. */
export const sums = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

export const sumRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const sumTotal = style({
  paddingTop: vars.space.xsmall,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontWeight: vars.font.weight.strong,
  '@media': { print: { borderColor: ink } },
});

export const sumAmount = style({
  margin: 0,
  whiteSpace: 'nowrap',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** Two columns of details side by side when there is room. */
export const details = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [wide.screen]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [wide.print]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** Print is for the screen only: paper shows the receipt and nothing else. */
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': {
    print: { display: 'none' },
  },
});

export const printIcon = style({
  flexShrink: 0,
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
});
