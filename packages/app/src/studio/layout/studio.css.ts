import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, focusRingRule, vars } from '@pariksha/ui';

// The studio's frame and the shapes its screens share: one file, loaded with the studio's chunk
// (the app builds one stylesheet; these rules are a few hundred bytes of it).

export const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
export const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const frame = style({
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  background: vars.color.neutral,
  color: vars.color.onBrand,
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.gutter}`,
});

export const brand = style({
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.large.fontSize,
  textDecoration: 'none',
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineEnd: 'auto',
  selectors: { '&:focus-visible': { ...focusRingRule, outlineColor: vars.color.onBrand } },
});

export const headerButton = style({
  minHeight: vars.touchTarget,
  minWidth: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.onBrand,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { ...focusRingRule, outlineColor: vars.color.onBrand } },
});

export const nav = style({ background: vars.color.surfaceRaised, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}` });

export const navList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `0 ${vars.space.gutter}`,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.row,
  padding: `0 ${vars.space.medium}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: `${vars.borderWidth.indicator} solid transparent`,
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand, color: vars.color.brand, fontWeight: vars.font.weight.medium },
    '&:focus-visible': { ...focusRingRule, outlineOffset: vars.focusRing.insetOffset },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.gutter} ${vars.space.xxlarge}`,
  boxSizing: 'border-box',
});

/** A screen's column of parts. */
export const stack = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });
export const stackTight = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: `clamp(${vars.text.large.fontSize}, 6vw, ${vars.text.xlarge.fontSize})`,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

/** A white panel around a form or a group. */
export const card = style({
  display: 'grid',
  gap: vars.space.gutter,
  padding: vars.space.gutter,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
  '@media': { [tablet]: { padding: vars.space.large } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight, fontWeight: vars.font.weight.strong });

/** Buttons in a row, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

/** Filters: one column on a phone, a row of fields from a tablet. */
export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' } },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.medium,
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&:focus-visible': focusRingRule },
});

/** A native checkbox with a 44 px target around it. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  minWidth: vars.touchTarget,
  cursor: 'pointer',
});
globalStyle(`${check} input`, { width: '20px', height: '20px', margin: 0, accentColor: vars.color.brand });

/** A multi-line field: the ui's TextField is one line. */
export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '6rem',
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.text.standard.lineHeight,
  resize: 'vertical',
  selectors: { '&:focus-visible': focusRingRule, '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});

export const fieldLabel = style({ fontWeight: vars.font.weight.medium, display: 'block', marginBottom: vars.space.xsmall });
export const fieldError = style({ color: vars.color.critical, margin: `${vars.space.xsmall} 0 0`, fontSize: vars.text.small.fontSize });
export const fieldHint = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.xsmall}`, fontSize: vars.text.small.fontSize });

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.standard.fontSize,
  overflowWrap: 'anywhere',
});
