import { decodeHTML } from 'entities';
import { describe, expect, it } from 'vitest';
import { aptitudeBank } from '../../seed/questions/aptitude/index.js';
import { jeeBank } from '../../seed/questions/jee/index.js';
import { plainToMarkdown } from './plain-to-markdown.js';
import { renderRichText } from './render-rich-text.js';

const seededTexts = [...aptitudeBank.questions, ...jeeBank.questions].flatMap((question) =>
  Object.values(question.translations).flatMap((words) => [words.direction ?? '', words.text, ...(words.options ?? []), words.explanation]),
);

/** What a reader sees of the HTML: its text, line breaks and paragraph breaks as newlines. */
function shownText(html: string): string {
  return decodeHTML(html.replace(/<br>\n?/g, '\n').replace(/<\/p>\s*<p>/g, '\n\n').replace(/<[^>]+>/g, ''))
    .replace(/\u00A0/g, ' ')
    .trim();
}

describe('plainToMarkdown', () => {
  it('escapes what Markdown would read in the banks’ own strings', () => {
    expect(plainToMarkdown('He was ______ of all the charges.')).toBe('He was \\_\\_\\_\\_\\_\\_ of all the charges.');
    expect(plainToMarkdown('O₂ has two unpaired electrons in π* orbitals')).toBe('O₂ has two unpaired electrons in π\\* orbitals');
    expect(plainToMarkdown('He [did not know to swim] when')).toBe('He \\[did not know to swim\\] when');
    expect(plainToMarkdown('Since |r| < 1, S∞ = a/(1 − r)')).toBe('Since \\|r\\| \\< 1, S∞ = a/(1 − r)');
    expect(plainToMarkdown('If CAT is written as D*B#U, how is DOG written?')).toBe('If CAT is written as D\\*B#U, how is DOG written?');
  });

  it('escapes what would start a list, a heading, a quote or a rule at a line’s start', () => {
    expect(plainToMarkdown('1. first\n2) second\n- dash\n+ plus\n# hash\n> quote\n---\n===')).toBe(
      '1\\. first\n2\\) second\n\\- dash\n\\+ plus\n\\# hash\n\\> quote\n\\---\n\\===',
    );
  });

  it('keeps columns drawn with spaces, and indents', () => {
    expect(plainToMarkdown('Conclusions: I. A > D  II. B ≥ D\n    indented')).toBe(
      'Conclusions: I. A > D \u00A0II. B ≥ D\n\u00A0\u00A0\u00A0\u00A0indented',
    );
  });

  it('keeps dollars and entities as text', () => {
    expect(plainToMarkdown('₹50 or $5, &amp; $x$')).toBe('₹50 or \\$5, \\&amp; \\$x\\$');
    expect(renderRichText(plainToMarkdown('₹50 or $5, &amp; $x$')).html).toBe('<p>₹50 or $5, &amp;amp; $x$</p>');
  });

  it('renders every seeded text exactly as it reads today, line breaks kept', () => {
    for (const text of seededTexts) {
      const { html, problems } = renderRichText(plainToMarkdown(text));
      expect(problems).toEqual([]);
      expect(shownText(html)).toBe(text.trim());
    }
  });

  it('keeps a table drawn with pipes as text, not a Markdown table', () => {
    const table = 'College | 2021 | 2022\nP | 450 | 540\nQ | 380 | 420';
    const { html } = renderRichText(plainToMarkdown(table));
    expect(html).toBe('<p>College | 2021 | 2022<br>P | 450 | 540<br>Q | 380 | 420</p>');
  });
});
