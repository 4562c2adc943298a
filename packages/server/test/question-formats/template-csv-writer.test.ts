import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../../src/question-content/formats/index.js';
import { writeTemplateCsv, type TemplateEntry } from '../../src/question-content/formats/template/write-template-csv.js';
import { fixtureFile, utf8 } from './fixtures.js';

describe('the CSV template writer', () => {
  it('writes what the template reader reads back as the same questions and passages', async () => {
    const example = fixtureFile('template.csv');
    const parsed = await parseContentFile(example);
    expect(parsed.problems).toEqual([]);
    const entries: TemplateEntry[] = [...parsed.passages.map((passage) => ({ passage })), ...parsed.items.map((item) => ({ item }))];
    const written = writeTemplateCsv(entries);
    const back = await parseContentFile({ ...example, name: 'written.csv', data: utf8(written) });
    expect(back.problems).toEqual([]);
    const withoutPlace = <T extends { at: unknown }>(list: readonly T[]) => list.map(({ at: _at, ...rest }) => rest);
    expect(withoutPlace(back.items)).toEqual(withoutPlace(parsed.items));
    expect(withoutPlace(back.passages)).toEqual(withoutPlace(parsed.passages));
  });

  it('keeps a tolerance, quotes, commas and line breaks, and writes only the columns filled', async () => {
    const written = writeTemplateCsv([
      {
        item: {
          key: 'num-1',
          type: 'numeric',
          answer: 2.5,
          tolerance: 0.05,
          subject: 'physics',
          topic: { slug: 'optics', names: { en: 'Optics' } },
          difficulty: 'hard',
          exams: [],
          translations: { en: { text: 'The "focal length", in cm:\nfirst line\nsecond line', explanation: '' } },
          figures: [],
          at: { file: 'x', line: 1 },
        },
      },
    ]);
    expect(written).toBe(
      '\uFEFFkey,type,subject,topic,topic_en,difficulty,answer,tolerance,text_en\n' +
        'num-1,numeric,physics,optics,Optics,hard,2.5,0.05,"The ""focal length"", in cm:\nfirst line\nsecond line"\n',
    );
    const back = await parseContentFile({ name: 'n.csv', data: utf8(written) });
    expect(back.problems).toEqual([]);
    expect(back.items[0]).toMatchObject({ answer: 2.5, tolerance: 0.05, translations: { en: { text: 'The "focal length", in cm:\nfirst line\nsecond line' } } });
  });
});
