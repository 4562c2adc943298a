import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

// The result page's teaching blocks below the score table (each a test.css card), one column.

export const blocks = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const slowList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall });

/** A whole row is the button (44 px tall at least): the question, its section, its time and how it went. */
export const slowItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: '44px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const slowName = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });
export const slowMeta = style({ fontSize: vars.text.small.fontSize, color: vars.color.textMuted });
export const slowTime = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.strong });

export const practice = style({ display: 'grid', gap: vars.space.small });
