import { style } from '@vanilla-extract/css';
import { focusRingRule, vars, visuallyHiddenRule } from '@pariksha/ui';
import { desktop, tablet } from '../layout/studio.css';

/** The test's settings: one column on a phone, two from a tablet, four on a desktop. */
export const settings = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const wideField = style({ gridColumn: '1 / -1' });
/** Half the row on a desktop (two of its four columns). */
export const halfField = style({ '@media': { [desktop]: { gridColumn: 'span 2' } } });

/** A group of radios or checkboxes under its legend, without the browser's frame. */
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.xsmall });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.large}` });

/** A native input the ui has no field for (datetime-local), drawn as the ui's fields are. */
export const control = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRingRule, '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});

/** A section's card: its heading and its moves in a row that wraps on a phone. */
export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, justifyContent: 'space-between' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  selectors: { '&:focus-visible': focusRingRule },
});

export const sectionFields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** A checkbox with its hint and error under its words, lined up with them rather than with the box. */
export const checkField = style({ display: 'grid', gap: 0, minWidth: 0 });
/** The box keeps its size beside words that wrap on a phone. */
export const checkInput = style({ flexShrink: 0 });
/** The box (20 px) and the gap beside it. */
export const checkHint = style({ paddingInlineStart: `calc(20px + ${vars.space.small})`, marginBlockStart: 0 });

export const pools = style({ display: 'grid', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none' });

/** One pool: stacked on a phone, a row of topic, difficulty, count and its removal from a desktop. */
export const pool = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@media': {
    [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'start' },
  },
});

/** The pool's removal: at the end of the row on a desktop, under its fields before. */
export const poolRemove = style({ '@media': { [desktop]: { alignSelf: 'end' } } });

export const poolNotes = style({ gridColumn: '1 / -1', display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const available = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

/** Fewer questions than the pool asks: said in words, the colour only helps. */
export const short = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.criticalStrong,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.medium,
});

export const totals = style({ margin: 0, fontWeight: vars.font.weight.medium });

/** Said to screen readers only: where a moved section went. */
export const announcement = style(visuallyHiddenRule);
