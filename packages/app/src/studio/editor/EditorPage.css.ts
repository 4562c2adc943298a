import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { desktop, tablet } from '../layout/studio.css';

/** Both languages side by side on a desktop; one at a time, chosen by tabs, on a phone. */
export const languages = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const languageTabs = style({ '@media': { [desktop]: { display: 'none' } } });

/** The language not chosen on a phone; shown beside the other on a desktop. */
export const otherLanguage = style({ display: 'none', '@media': { [desktop]: { display: 'grid' } } });

export const meta = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const wideField = style({ gridColumn: '1 / -1' });

export const option = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
});

/** Under its option on a phone (the field keeps the width), beside it from a tablet. */
export const removeOption = style({ gridColumn: '2', '@media': { [tablet]: { gridColumn: 'auto' } } });

export const optionInput = style({ minHeight: vars.touchTarget });

/** The editor with its preview beside it on a wide screen. */
export const workspace = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
});

export const problems = style({ margin: 0, paddingInlineStart: vars.space.large, color: vars.color.criticalStrong });

export const shortcuts = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xsmall} ${vars.space.large}`, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const kbd = style({
  fontFamily: 'inherit',
  padding: `0 ${vars.space.xsmall}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});

export const notice = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  display: 'grid',
  gap: vars.space.small,
});

export const theirs = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, padding: vars.space.medium, background: vars.color.surface, borderRadius: vars.radius.medium });

export const stickyBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  background: vars.color.surfaceRaised,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
});
