/**
 * A question's words the server drew as HTML (`html: true`: maths as MathML, tables, figures) as
 * the ui's rich props, which QuestionView and SolutionCard show instead of the plain ones.
 */
export function drawnWords(
  words: { direction?: string | undefined; text: string; options?: readonly string[] | undefined },
  { withPassage = false }: { withPassage?: boolean } = {},
): {
  direction?: undefined;
  directionHtml?: string;
  textHtml: string;
  optionsHtml?: readonly string[];
} {
  return {
    // On the test screen a drawn direction is the group's passage, shown by QuestionWithPassage.
    ...(withPassage ? { direction: undefined } : words.direction === undefined ? {} : { directionHtml: words.direction }),
    textHtml: words.text,
    ...(words.options === undefined ? {} : { optionsHtml: words.options }),
  };
}
