import { richTextClasses } from '@pariksha/contract/rich-text';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';
import { mathsFontFamily } from './mathsFont.css';

/**
 * The server's HTML, styled from this root down: the renderer's classes (richTextClasses) and
 * plain elements. Text wraps normally here even inside a box that keeps line breaks (the server
 * writes `<br>` for them).
 */
export const root = style({
  minWidth: 0,
  maxWidth: '100%',
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  selectors: {
    // Devanagari's vowel signs above and below the line need more room between lines.
    '&:lang(hi)': { lineHeight: 1.75 },
  },
});

/** An option's words: inline, inside the option's label. */
export const inline = style([root, { display: 'inline' }]);

// `inline` is composed from `root`, so an option's words carry root's class too: one selector each.
const within = (selector: string) => selector.split(',').map((part) => `${root} ${part.trim()}`).join(', ');
const { display, table, figure, mathsError, missingFigure } = richTextClasses;

globalStyle(within('p, ul, ol, blockquote, pre'), { margin: 0 });
globalStyle(`${root} > * + *`, { marginTop: vars.space.small });
globalStyle(within('ul, ol'), { paddingInlineStart: '1.5em' });
globalStyle(within('li + li'), { marginTop: vars.space.xxsmall });
globalStyle(within('blockquote'), {
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `${vars.borderWidth.indicator} solid ${vars.color.border}`,
});
globalStyle(within('a'), { color: vars.color.brandStrong, textDecoration: 'underline' });
globalStyle(within('code'), { fontFamily: 'ui-monospace, monospace', fontSize: '0.9em' });

// ── Maths: the maths face, and the few rules Temml's CSS gives its MathML (MathML Core in Chromium) ──
globalStyle(within('math'), {
  fontFamily: `'${mathsFontFamily}', math`,
  fontStyle: 'normal',
  fontWeight: 'normal',
  lineHeight: 'normal',
  letterSpacing: 'normal',
  textIndent: 0,
  textTransform: 'none',
  direction: 'ltr',
});
globalStyle(within('math *'), { borderColor: 'currentColor' });
// An option is often a formula alone (GMm/12R): its fractions at full size, as printed papers set
// them, not shrunk to a phone's unreadable script size as inline maths in a sentence is.
globalStyle(`${inline} math`, { mathStyle: 'normal' });
globalStyle(within('.tml-right'), { textAlign: 'right' });
globalStyle(within('.tml-left'), { textAlign: 'left' });
globalStyle(within('.tml-sml-pad'), { paddingLeft: '0.05em' });
globalStyle(within('.tml-med-pad'), { paddingLeft: '0.1em' });
globalStyle(within('.tml-lrg-pad'), { paddingLeft: '0.15em' });
globalStyle(within('mtable.tml-jot > mtr > mtd'), { paddingTop: '0.7ex', paddingBottom: '0.7ex' });
globalStyle(within('menclose, .menclose'), { position: 'relative', display: 'inline-block', padding: '0.5ex 0' });
globalStyle(within('.tml-overline'), { paddingTop: '0.1em', borderTop: '0.065em solid' });
globalStyle(within('.tml-underline'), { paddingBottom: '0.1em', borderBottom: '0.065em solid' });
globalStyle(within('.tml-fbox'), { padding: '3pt', border: '1px solid' });
globalStyle(within('.tml-cancel'), {
  position: 'absolute',
  display: 'inline-block',
  left: '0.5px',
  bottom: 0,
  width: '100%',
  height: '100%',
  background: 'currentColor',
});
globalStyle(within('.upstrike'), { clipPath: 'polygon(0.05em 100%, 0em calc(100% - 0.05em), calc(100% - 0.05em) 0em, 100% 0.05em)' });
globalStyle(within('.downstrike'), { clipPath: 'polygon(0em 0.05em, 0.05em 0em, 100% calc(100% - 0.05em), calc(100% - 0.05em) 100%)' });

/** Display maths: centred; a formula wider than a 360 px phone scrolls by itself, never the page. */
globalStyle(within(`.${display}`), {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  paddingBlock: vars.space.xsmall,
  textAlign: 'center',
});
globalStyle(within(`.${display} > math`), { display: 'block math', width: 'auto', minWidth: '100%' });

/** A table scrolls sideways in its own named region, so a wide one never widens the page. */
globalStyle(within(`.${table}`), { maxWidth: '100%', overflowX: 'auto', borderRadius: vars.radius.small });
globalStyle(within('table'), {
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});
globalStyle(within('th, td'), {
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(within('th'), { background: vars.color.neutralSoft, fontWeight: vars.font.weight.strong });
globalStyle(within(`.${display}:focus-visible, .${table}:focus-visible`), focusRingRule);

/** A figure: never wider than its column, its aspect ratio kept by the width and height it carries. */
globalStyle(within(`.${figure}`), { display: 'block', maxWidth: '100%' });
globalStyle(within(`.${figure} img`), { display: 'block', maxWidth: '100%', height: 'auto' });

globalStyle(within(`.${mathsError}`), { whiteSpace: 'pre-wrap', color: vars.color.textMuted });
globalStyle(within(`.${missingFigure}`), { fontStyle: 'italic', color: vars.color.textMuted });
