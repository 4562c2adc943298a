import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';
import { rowInputRule } from '../private/rowInput.css';

export const root = style({
  display: 'grid',
  gap: vars.space.gutter,
  minWidth: 0,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/* The filters */

export const filter = style({
  // Fieldsets default to min-width: min-content, which would overflow a 360px screen.
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const filterLegend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/** Chips that wrap: every filter stays in sight on a phone, none hides off the edge. */
export const filterOptions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The whole chip is the target; the native radio inside shows the choice without colour. */
export const filterOption = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  // Tight enough that the five filters take three rows on a 360 px phone, not four (six: four).
  gap: vars.space.xsmall,
  minHeight: vars.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      fontWeight: vars.font.weight.strong,
    },
    '&:has(input:focus-visible)': focusRingRule,
  },
});

export const filterInput = style({
  ...rowInputRule,
  width: vars.iconSize.small,
  height: vars.iconSize.small,
});

export const filterIcon = style({
  flexShrink: 0,
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
});

export const filterTone = styleVariants({
  correct: { color: vars.color.success },
  partial: { color: vars.color.partial },
  wrong: { color: vars.color.critical },
  unanswered: { color: vars.color.textMuted },
  marked: { color: vars.color.review },
});

export const filterCount = style({
  minWidth: vars.iconSize.large,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.strong,
  selectors: {
    [`${filterOption}:has(input:checked) &`]: { background: vars.color.surfaceRaised },
  },
});

/* The question and the numbers */

/** One column on a phone and a tablet (the numbers under the card); beside it from a laptop up. */
export const body = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  '@media': {
    [breakpointQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'start',
    },
  },
});

export const main = style({
  display: 'grid',
  gap: vars.space.gutter,
  minWidth: 0,
});

/** The app's content under the card (SolutionReview's renderQuestionFooter). */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

/** From a laptop up the numbers stay in view beside a long solution. */
export const side = style({
  minWidth: 0,
  '@media': {
    [breakpointQuery.desktop]: {
      position: 'sticky',
      top: vars.space.gutter,
    },
  },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const position = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const arrowIcon = style({
  flexShrink: 0,
  width: vars.iconSize.standard,
  height: vars.iconSize.standard,
});

/* The number grid, laid out as the test's palette (private/PagedGrid) */

export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const stripScroller = style({
  // Room for the current question's ring and the focus ring outside it, which would be clipped.
  padding: vars.space.medium,
  margin: `calc(-1 * ${vars.space.medium})`,
});

export const stripPager = style({
  marginTop: vars.space.small,
});
