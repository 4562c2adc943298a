/**
 * The class names the server's rich-text renderer writes into a question's HTML and the ui's
 * RichText styles, so the two cannot drift apart. Plain values: no schema library comes with them.
 */
export const richTextClasses = {
  /** Display maths (`$$…$$`): centred, and scrolling sideways by itself when wider than a phone. */
  display: 'pk-display',
  /** A table's region: scrolls sideways by itself, named for a screen reader. */
  table: 'pk-table',
  /** A figure's `<picture>`. */
  figure: 'pk-figure',
  /** TeX that could not be read, shown as its source. */
  mathsError: 'pk-maths-error',
  /** A figure the question does not hold, shown as its alt text. */
  missingFigure: 'pk-missing-figure',
} as const;

/** Elements that scroll sideways by themselves when too wide; the ui makes them reachable by keyboard then. */
export const richTextScrollSelector = `.${richTextClasses.display}, .${richTextClasses.table}`;
