import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ImportedItem, ParsedFile } from '../../src/question-content/item.js';
import { exportMoodleXml, exportQtiPackage, parseContentFile } from '../../src/question-content/formats/index.js';
import { fixtureFile, utf8 } from './fixtures.js';

/** What an export must keep of a question. */
const essence = (item: ImportedItem) => ({
  key: item.key,
  type: item.type,
  answer: item.answer,
  tolerance: item.tolerance,
  translations: item.translations,
  figures: item.figures,
});

async function templateExample(): Promise<ParsedFile> {
  const parsed = await parseContentFile(fixtureFile('template.csv'));
  expect(parsed.problems).toEqual([]);
  return parsed;
}

describe('exports read back by the importers', () => {
  it('QTI 3.0: every question in both languages, with metadata, figures and passages', async () => {
    const { items, passages } = await templateExample();
    const zip = exportQtiPackage(items, passages);
    const files = Object.keys(unzipSync(zip));
    expect(files).toContain('imsmanifest.xml');
    expect(files).toContain('items/ssc-cgl-2023-tw-01/item.en.xml');
    expect(files).toContain('items/ssc-cgl-2023-tw-01/item.hi.xml');
    expect(files).toContain('items/ssc-chsl-2022-geo-05/figures/triangle.svg');
    expect(files).toContain('stimuli/ibps-po-rc-2022-p1/stimulus.hi.xml');
    const back = await parseContentFile({ name: 'export.zip', data: zip });
    expect(back.problems).toEqual([]);
    expect(back.items.map(essence)).toEqual(items.map(essence));
    const metadata = (item: ImportedItem) => [item.subject, item.topic, item.subtopic, item.difficulty, item.exams, item.source, item.passage];
    expect(back.items.map(metadata)).toEqual(items.map(metadata));
    expect(back.passages.map(({ key, translations }) => ({ key, translations }))).toEqual(passages.map(({ key, translations }) => ({ key, translations })));
  });

  it('QTI 3.0: MathML, tables and a numeric tolerance survive', async () => {
    const item: ImportedItem = {
      key: 'neet-phy-units-01',
      type: 'numeric',
      answer: 9.8,
      tolerance: 0.05,
      subject: 'physics',
      topic: { slug: 'units-and-measurement' },
      difficulty: 'hard',
      exams: ['neet'],
      translations: {
        en: { text: 'Using <math><mi>g</mi><mo>=</mo><mfrac><mrow><mn>4</mn><msup><mi>π</mi><mn>2</mn></msup><mi>L</mi></mrow><msup><mi>T</mi><mn>2</mn></msup></mfrac></math> and the table, find $g$ in $\\text{m s}^{-2}$.\n\n| L (m) | T (s) |\n| --- | --- |\n| 1.00 | 2.007 |', explanation: '' },
      },
      figures: [],
      at: { file: 'x', line: 1 },
    };
    const back = await parseContentFile({ name: 'e.zip', data: exportQtiPackage([item], []) });
    expect(back.problems).toEqual([]);
    expect(back.items.map(essence)).toEqual([essence(item)]);
  });

  it('Moodle XML: the English of every question, with categories, figures and TeX for the filter', async () => {
    const { items, passages } = await templateExample();
    const xml = exportMoodleXml(items, passages);
    expect(xml).toContain('<text>$course$/top/quantitative-aptitude/Time and Work</text>');
    expect(xml).toContain('\\(\\frac{1}{12}+\\frac{1}{18}=\\frac{5}{36}\\)');
    expect(xml).toContain('<img src="@@PLUGINFILE@@/figures/triangle.svg"');
    expect(xml).toContain('<file name="triangle.svg" path="/figures/" encoding="base64">');
    const back = await parseContentFile({ name: 'export.xml', data: utf8(xml) });
    expect(back.problems).toEqual([]);
    const englishOnly = (item: ImportedItem) => ({ ...essence(item), translations: { en: item.translations.en } });
    // Moodle has no passages: the passage is written above its question, so that question's text differs.
    const withoutPassage = items.filter((item) => !item.passage);
    expect(back.items.filter((item) => item.key !== 'ibps-po-rc-2022-q1').map(englishOnly)).toEqual(withoutPassage.map(englishOnly));
    expect(back.items.find((item) => item.key === 'ibps-po-rc-2022-q1')?.translations.en?.text).toMatch(/^Read the passage[\s\S]*According to the passage, what explains the growth of UPI\?$/);
    expect(back.items.map((item) => [item.subject, item.topic.slug, item.difficulty])).toEqual(items.map((item) => [item.subject, item.topic.slug, item.difficulty]));
  });

  it('Moodle XML: the GIFT and Moodle fixtures read, exported and read again are the same', async () => {
    for (const name of ['moodle-export.gift', 'moodle-export.xml']) {
      const first = await parseContentFile(fixtureFile(name));
      const back = await parseContentFile({ name: 'again.xml', data: utf8(exportMoodleXml(first.items, first.passages)) });
      expect(back.problems).toEqual([]);
      expect(back.items.map(essence)).toEqual(first.items.map(essence));
    }
  });
});
