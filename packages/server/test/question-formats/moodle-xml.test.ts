import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../../src/question-content/formats/parse-content-file.js';
import { fixtureDir, fixtureFile, utf8 } from './fixtures.js';

describe('Moodle XML', () => {
  it('reads what Moodle exports: choices, true/false, numerical, categories, pictures, maths and tables', async () => {
    const parsed = await parseContentFile(fixtureFile('moodle-export.xml'));
    expect(parsed.items.map((item) => [item.key, item.type, item.answer, item.tolerance, item.subject, item.topic.slug, item.difficulty, item.at.line])).toEqual([
      ['ibps-po-di-2022-01', 'single', 1, 0, 'quantitative-aptitude', 'data-interpretation', 'easy', 15],
      ['neet-bond-07', 'multiple', [0, 2], 0, 'chemistry', 'chemical-bonding', 'medium', 63],
      [expect.stringMatching(/^moodle-[0-9a-f]{16}$/), 'single', 0, 0, 'chemistry', 'chemical-bonding', 'medium', 90],
      ['jee-kin-range-03', 'numeric', 40, 0.5, 'physics', 'kinematics', 'medium', 116],
    ]);
    const [chart, bonding, water, range] = parsed.items;
    expect(chart?.translations.en).toEqual({
      text: 'The bar chart shows the sales of a shop (in thousand rupees).\n\n![A bar chart of sales: January 40, February 55, March 30, April 75](figure:bar-chart.png)\n\nWhat is the **average** monthly sale?',
      options: ['₹45 thousand', '₹50 thousand', '₹55 thousand', '₹60 thousand'],
      explanation: 'Average $= \\frac{40 + 55 + 30 + 75}{4} = 50$ thousand rupees.',
    });
    expect(chart?.figures).toEqual([{ name: 'bar-chart.png', mediaType: 'image/png', data: new Uint8Array(readFileSync(join(fixtureDir, 'figures/bar-chart.png'))) }]);
    expect(bonding?.translations.en?.options).toEqual(['CO$_{2}$', 'H$_{2}$O', 'BF$_{3}$', 'NH$_{3}$']);
    expect(bonding?.translations.en?.text).toBe('Which of the following molecules have a *zero* dipole moment?');
    expect(water?.translations.en).toEqual({ text: 'The bond angle in water is about 104.5°.', options: ['True', 'False'], explanation: '' });
    expect(range?.translations.en?.text).toBe(
      'A projectile is fired at $45^\\circ$ with a speed of $20\\,\\text{m s}^{-1}$. Taking $g = 10\\,\\text{m s}^{-2}$, find its range in metres.\n\n| Quantity | Value |\n| --- | --- |\n| Speed | 20 m/s |\n| Angle | 45° |',
    );
    expect(range?.translations.en?.explanation).toBe('$$R = \\frac{u^2 \\sin 2\\theta}{g} = \\frac{400}{10} = 40$$');
    expect(parsed.problems).toEqual([
      { file: 'moodle-export.xml', line: 140, message: 'Essay questions cannot be imported: Pariksha holds single, multiple-correct and numeric questions.' },
      {
        file: 'moodle-export.xml',
        line: 150,
        message: 'The figure "graph.png" has no alt text in English: write a short description for learners who cannot see it, as in ![A right triangle with sides 3, 4 and 5](figure:graph.png).',
      },
      { file: 'moodle-export.xml', line: 165, message: 'Matching questions cannot be imported: Pariksha holds single, multiple-correct and numeric questions.' },
    ]);
    expect(parsed.invalidCount).toBe(3);
  });

  it('reports XML that is not well formed, or not a Moodle export, with its line', async () => {
    const broken = await parseContentFile({ name: 'q.xml', data: utf8('<quiz>\n  <question type="multichoice">\n    <name><text>Q</text></nam>\n</quiz>') });
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]).toMatchObject({ file: 'q.xml', line: 3 });
    expect(broken.problems[0]?.message).toMatch(/^The file is not well-formed XML at line 3/);
    const other = await parseContentFile({ name: 'feed.xml', data: utf8('<?xml version="1.0"?>\n<rss/>') });
    expect(other.problems).toEqual([{ file: 'feed.xml', line: 2, message: 'This XML file is neither a Moodle question export (<quiz>) nor a QTI 3.0 item (<qti-assessment-item>): its root is <rss>.' }]);
  });

  it('refuses a picture the export does not carry and a question without a category', async () => {
    const xml = `<quiz>
<question type="multichoice"><questiontext format="html"><text><![CDATA[<p>Name the monument. <img src="https://example.org/taj.jpg" alt="The Taj Mahal"></p>]]></text></questiontext>
<single>true</single><answer fraction="100"><text>Taj Mahal</text></answer><answer fraction="0"><text>Qutub Minar</text></answer></question>
</quiz>`;
    const parsed = await parseContentFile({ name: 'gk.xml', data: utf8(xml) });
    expect(parsed.problems.map((problem) => [problem.line, problem.message])).toEqual([
      [2, 'The picture "https://example.org/taj.jpg" is not inside the file: Pariksha keeps its own copy of every figure, so attach it to the question in Moodle and export again.'],
    ]);
    const noCategory = await parseContentFile({ name: 'gk.xml', data: utf8(xml.replace(/<img[^>]*>/, '')) });
    expect(noCategory.problems[0]?.message).toMatch(/^The question has no subject and topic/);
  });
});
