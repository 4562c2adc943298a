import { style } from '@vanilla-extract/css';
import { breakpoints, focusRingRule, vars } from '@pariksha/ui';

// The mock test's screens: phone first (360 px), the palette beside the question from desktop up.

const breakpointQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
};

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const headerBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const headerTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const headerMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });

export const languageLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const subtitle = style({ margin: 0, fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight });

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  minWidth: 0,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const total = style({ display: 'grid', gap: vars.space.xxsmall, textAlign: 'center' });
export const totalValue = style({ margin: 0, fontSize: vars.text.xlarge.fontSize, lineHeight: vars.text.xlarge.lineHeight, fontWeight: vars.font.weight.strong });
export const totalName = style({ fontSize: vars.text.small.fontSize, color: vars.color.textMuted });

export const list = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.small });

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.goldTint,
  border: `${vars.borderWidth.standard} solid ${vars.color.goldBorder}`,
});

export const declaration = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minHeight: vars.touchTarget,
  cursor: 'pointer',
});

export const checkbox = style({ inlineSize: '24px', blockSize: '24px', flexShrink: 0, marginBlockStart: '2px', accentColor: vars.color.brand });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

/** The question screen: the question, then (desktop) the palette in a column beside it. */
export const testGrid = style({
  display: 'grid',
  gap: vars.space.gutter,
  minWidth: 0,
  '@media': { [breakpointQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', alignItems: 'start' } },
});

export const sectionTabs = style({ display: 'flex', gap: vars.space.xsmall, overflowX: 'auto', paddingBlockEnd: vars.space.xxsmall });

export const sectionTab = style({
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': focusRingRule,
  },
});

export const questionBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

/** The palette column: hidden on phones, where it opens as a drawer. */
export const paletteColumn = style({
  display: 'none',
  '@media': { [breakpointQuery.desktop]: { display: 'grid', gap: vars.space.medium, position: 'sticky', top: vars.space.gutter } },
});

export const paletteToggle = style({ '@media': { [breakpointQuery.desktop]: { display: 'none' } } });

export const drawer = style({ display: 'grid', gap: vars.space.medium });

/** The test's buttons under the question, two a row on a phone (each a full 44 px target). */
export const testActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': { [breakpointQuery.tablet]: { display: 'flex', flexWrap: 'wrap' } },
});

export const warningList = style([list, { color: vars.color.text }]);

/** The result: the candidate at the side from desktop up, above the scores on a phone. */
export const resultGrid = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  '@media': { [breakpointQuery.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const learner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  '@media': { [breakpointQuery.desktop]: { flexDirection: 'column', textAlign: 'center' } },
});
export const learnerText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const learnerName = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});
export const paperTitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
