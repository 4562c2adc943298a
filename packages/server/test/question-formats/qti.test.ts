import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../../src/question-content/formats/parse-content-file.js';
import { fixtureDir, fixtureFile, utf8 } from './fixtures.js';

/** A fixture folder as the zip a content package is. */
function zipFolder(folder: string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(folder, full).split('\\').join('/')] = new Uint8Array(readFileSync(full));
    }
  };
  walk(folder);
  return zipSync(files);
}

const mathml = (content: string) => `<math xmlns="http://www.w3.org/1998/Math/MathML">${content}</math>`;

describe('QTI 3.0', () => {
  it('reads a content package: English and Hindi items as one, MathML kept, pictures from the package', async () => {
    const parsed = await parseContentFile({ name: 'sample.zip', data: zipFolder(join(fixtureDir, 'qti-package')) });
    expect(parsed.items.map((item) => [item.key, item.type, item.answer, item.subject, item.topic.slug])).toEqual([
      ['jee-trig-01', 'single', 2, 'mathematics', 'trigonometry'],
      ['neet-ohm-02', 'numeric', 2, 'physics', 'current-electricity'],
    ]);
    const [trig, ohm] = parsed.items;
    expect(trig).toMatchObject({ difficulty: 'easy', exams: ['jee-main'], topic: { names: { en: 'Trigonometry' } }, at: { file: 'sample.zip/items/trig-01.en.xml', line: 2 } });
    expect(trig?.translations.en).toEqual({
      text: `In the triangle, find ${mathml('<mi>sin</mi><mi>C</mi>')}.\n\n![A right triangle ABC with AB = 3 cm, BC = 4 cm and the right angle at B](figure:images/triangle.svg)`,
      options: [mathml('<mfrac><mn>4</mn><mn>5</mn></mfrac>'), mathml('<mfrac><mn>3</mn><mn>4</mn></mfrac>'), mathml('<mfrac><mn>3</mn><mn>5</mn></mfrac>')],
      explanation: '',
    });
    // The Hindi item lists its choices in another order: they are put in the English order.
    expect(trig?.translations.hi?.options).toEqual(trig?.translations.en?.options);
    expect(trig?.translations.hi?.text).toMatch(/^त्रिभुज में <math/);
    expect(trig?.figures.map((figure) => [figure.name, figure.mediaType])).toEqual([['images/triangle.svg', 'image/svg+xml']]);
    expect(ohm?.translations.en?.text).toBe('A 6 V battery drives a current through a **3 Ω** resistor. The current is A.');
    expect(parsed.problems).toEqual([
      {
        file: 'sample.zip/items/essay-03.xml',
        line: 2,
        message: 'Items with a qti-extended-text-interaction cannot be imported: Pariksha holds single, multiple-correct and numeric questions (choice and numeric text-entry interactions).',
      },
    ]);
    expect(parsed.invalidCount).toBe(1);
  });

  it('refuses languages that do not share the answer', async () => {
    const folder = join(fixtureDir, 'qti-package');
    const files: Record<string, Uint8Array> = {
      'imsmanifest.xml': readFileSync(join(folder, 'imsmanifest.xml')),
      'items/trig-01.en.xml': readFileSync(join(folder, 'items/trig-01.en.xml')),
      'items/trig-01.hi.xml': utf8(readFileSync(join(folder, 'items/trig-01.hi.xml'), 'utf8').replace('<qti-value>C</qti-value>', '<qti-value>A</qti-value>')),
      'items/images/triangle.svg': readFileSync(join(folder, 'items/images/triangle.svg')),
    };
    const parsed = await parseContentFile({ name: 'p.zip', data: zipSync(files) });
    expect(parsed.problems.map((problem) => problem.message)).toContain('The hi item "jee-trig-01" has other choices or another answer than the en one: both languages must share the answer.');
  });

  it('tells a lone item file that its subject and topic must come from a package', async () => {
    const parsed = await parseContentFile(fixtureFile('qti-package/items/ohm-02.xml'));
    expect(parsed.problems).toEqual([
      {
        file: 'qti-package/items/ohm-02.xml',
        line: 2,
        message: 'A single QTI item file cannot say its subject and topic: import it inside a content package (.zip) whose imsmanifest.xml gives them as keywords "subject:…" and "topic:…".',
      },
    ]);
  });

  it('reports a zip that is not a package', async () => {
    expect((await parseContentFile({ name: 'x.zip', data: utf8('no zip') })).problems[0]?.message).toBe('The file cannot be opened as a zip archive: export the QTI package again.');
    expect((await parseContentFile({ name: 'y.zip', data: zipSync({ 'a.txt': utf8('hello') }) })).problems[0]?.message).toBe('The package has no readable imsmanifest.xml, so it is not a QTI content package.');
  });
});
