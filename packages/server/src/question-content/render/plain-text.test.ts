import { describe, expect, it } from 'vitest';
import { aptitudeBank } from '../../seed/questions/aptitude/index.js';
import { jeeBank } from '../../seed/questions/jee/index.js';
import { plainText } from './plain-text.js';
import { plainToMarkdown } from './plain-to-markdown.js';

const seededTexts = [...aptitudeBank.questions, ...jeeBank.questions].flatMap((question) =>
  Object.values(question.translations).flatMap((words) => [words.direction ?? '', words.text, ...(words.options ?? []), words.explanation]),
);

describe('plainText', () => {
  it('gives one line for search and titles: maths as TeX, figures as their alt text', () => {
    expect(
      plainText(
        '# Limits\n\nEvaluate $\\lim_{x \\to 0} \\frac{1}{x}$ for **bold** ![A triangle](figure:t.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- x\n- y &amp; \\ce{H2O}',
      ),
    ).toBe('Limits Evaluate \\lim_{x \\to 0} \\frac{1}{x} for bold A triangle a b 1 2 x y & \\ce{H2O}');
  });

  it('reads a MathML island as its words, and keeps money and escapes as written', () => {
    expect(plainText('<math><mi>x</mi><mo>&lt;</mo><mn>2</mn></math> costs \\$5 or $5')).toBe('x < 2 costs $5 or $5');
  });

  it('is the seeded plain text again, once escaped to Markdown', () => {
    for (const text of seededTexts) expect(plainText(plainToMarkdown(text))).toBe(text.replace(/\s+/g, ' ').trim());
  });
});
