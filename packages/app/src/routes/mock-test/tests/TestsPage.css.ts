import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, focusRingRule, vars } from '@pariksha/ui';
import { fieldControl } from '../../../layout/page.css';

export const page = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

/** The banner sits inside the dashboard's column: a card of its own, with rounded corners. */
export const banner = style({ borderRadius: vars.radius.large, overflow: 'hidden' });

// On a phone the picture would come between the search box and its results, a screen apart
// with the keyboard open: it is left out there (it is decorative).
globalStyle(`${banner} img`, {
  '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { display: 'none' } },
});

export const section = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

/** The search box on the brand banner: white label and hint, a white field. */
export const keyword = style({ display: 'grid', gap: vars.space.xsmall, maxWidth: '32rem' });

export const keywordLabel = style({ fontWeight: vars.font.weight.medium });

export const keywordHint = style({ margin: 0, fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight });

export const keywordInput = style([fieldControl, { width: '100%', borderColor: vars.color.onBrand }]);

/** The search's live line; while empty it takes no room in the page's grid (but stays a live region). */
export const status = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:empty': { position: 'absolute' } },
});

export const examList = style({ display: 'grid', gap: vars.space.small, maxWidth: '48rem', margin: 0, padding: 0, listStyle: 'none' });

/** An exam found: the whole row is the link to its category's tests (at least 44px tall). */
export const examLink = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minHeight: vars.touchTarget,
  boxSizing: 'border-box',
  padding: `${vars.space.small} ${vars.space.gutter}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:focus-visible': focusRingRule,
  },
});

export const examTitle = style({ fontWeight: vars.font.weight.strong, color: vars.color.brand, overflowWrap: 'anywhere' });

export const examCategory = style({ fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight, color: vars.color.textMuted });

/** 'Test series' and its select, side by side while they fit, the select below on a narrow phone. */
export const seriesPicker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
