import { style } from '@vanilla-extract/css';
import { breakpoints, focusRingRule, vars } from '@pariksha/ui';

export const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
export const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/**
 * The readable column every page section sits in: `contentWidth.xlarge` of content, at least a
 * gutter from the screen's edges. The ui's SiteFooter uses the same two tokens, so the footer's
 * left edge lines up with the page's.
 */
export const container = style({
  width: '100%',
  maxWidth: `calc(${vars.contentWidth.xlarge} + 2 * ${vars.space.gutter})`,
  margin: '0 auto',
  padding: `0 ${vars.space.gutter}`,
  boxSizing: 'border-box',
});

/** A page section: room above and below, its own column. */
export const section = style([
  container,
  {
    paddingTop: vars.space.xlarge,
    paddingBottom: vars.space.xlarge,
    '@media': { [desktop]: { paddingTop: vars.space.xxlarge, paddingBottom: vars.space.xxlarge } },
  },
]);

/** A section on the raised (white) surface, edge to edge. */
export const band = style({ background: vars.color.surfaceRaised });

/** A section's title: balanced lines, a little smaller on the narrowest phones (as the ui's Heading). */
export const sectionTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: `clamp(${vars.text.large.fontSize}, 6vw, ${vars.text.xlarge.fontSize})`,
  overflowWrap: 'break-word',
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  textWrap: 'balance',
});

export const sectionLead = style({
  margin: `0 0 ${vars.space.large}`,
  maxWidth: '48rem',
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

/** Cards: one column on phones, two from tablets, three from laptops. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** Four across on laptops, for small cards such as mentors. */
export const cardGridDense = style([
  cardGrid,
  { '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
]);

/** The buttons under a section, centred. */
export const sectionActions = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  marginTop: vars.space.large,
});

/** A loading, error or empty message in place of a list. */
export const listState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: `${vars.space.large} 0`,
});

/** 'Skip to content': hidden above the page until it gets keyboard focus. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: 0,
  // Its own height above the page, whatever the language makes that height.
  transform: 'translateY(-100%)',
  zIndex: 10,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  borderRadius: vars.radius.medium,
  selectors: { '&:focus': { top: vars.space.small, transform: 'none' } },
});

/** A page's own text box or select (search boxes, filters): the ui fields' frame and focus ring. */
export const fieldControl = style({
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': focusRingRule },
});
