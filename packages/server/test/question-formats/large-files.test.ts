import { describe, expect, it } from 'vitest';
import { exportMoodleXml, parseContentFile } from '../../src/question-content/formats/index.js';
import type { ImportedItem } from '../../src/question-content/item.js';
import { templateColumns } from '../../src/question-content/formats/template/template-columns.js';
import { utf8 } from './fixtures.js';

// The bench measures speed; these only show that files of a bank's size read without a problem.
describe('a bank-sized file', () => {
  it('reads a 1,000-question CSV template', async () => {
    const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
    const row = (index: number) => {
      const cells: Record<string, string> = {
        key: `ssc-cgl-pct-${index}`,
        type: 'single',
        subject: 'quantitative-aptitude',
        topic: 'percentage',
        difficulty: 'medium',
        exams: 'ssc-cgl;ssc-chsl',
        answer: 'B',
        text_en: `A price of ₹${index + 100} rises by 10%. What is the new price, $${index + 100} \\times 1.1$?`,
        option_a_en: `₹${index + 105}`,
        option_b_en: `₹${((index + 100) * 1.1).toFixed(1)}`,
        option_c_en: `₹${index + 120}`,
        option_d_en: `₹${index + 90}`,
        text_hi: `₹${index + 100} का मूल्य 10% बढ़ता है। नया मूल्य क्या है?`,
        option_a_hi: `₹${index + 105}`,
        option_b_hi: `₹${((index + 100) * 1.1).toFixed(1)}`,
        option_c_hi: `₹${index + 120}`,
        option_d_hi: `₹${index + 90}`,
        explanation_en: 'Multiply by $1.1$.',
        explanation_hi: '$1.1$ से गुणा कीजिए।',
      };
      return templateColumns.map((column) => quote(cells[column] ?? '')).join(',');
    };
    const csv = [templateColumns.join(','), ...Array.from({ length: 1000 }, (_, index) => row(index))].join('\n');
    const parsed = await parseContentFile({ name: 'bank.csv', data: utf8(csv) });
    expect(parsed.problems).toEqual([]);
    expect(parsed.items).toHaveLength(1000);
  });

  it('reads a 500-question Moodle XML export with pictures', async () => {
    const figure = { name: 'graph.png', mediaType: 'image/png' as const, data: new Uint8Array(2048).fill(7) };
    const items: ImportedItem[] = Array.from({ length: 500 }, (_, index) => ({
      key: `jee-kin-${index}`,
      type: index % 2 === 0 ? 'single' : 'numeric',
      answer: index % 2 === 0 ? 1 : index / 10,
      tolerance: 0,
      subject: 'physics',
      topic: { slug: 'kinematics', names: { en: 'Kinematics' } },
      difficulty: 'medium',
      exams: [],
      translations: {
        en: {
          text: `A car covers ${index + 10} m in $t = ${index + 2}$ s. ![A distance–time graph of the car](figure:graph.png)`,
          ...(index % 2 === 0 ? { options: ['$5\\,\\text{m s}^{-1}$', '$10\\,\\text{m s}^{-1}$', '$15\\,\\text{m s}^{-1}$', '$20\\,\\text{m s}^{-1}$'] } : {}),
          explanation: 'Speed is **distance** divided by time.',
        },
      },
      figures: [figure],
      at: { file: 'generated', line: index + 1 },
    }));
    const parsed = await parseContentFile({ name: 'bank.xml', data: utf8(exportMoodleXml(items, [])) });
    expect(parsed.problems).toEqual([]);
    expect(parsed.items).toHaveLength(500);
  });
});
