import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../../src/question-content/formats/parse-content-file.js';
import { fixtureDir, utf8 } from './fixtures.js';

const doc = readFileSync(join(fixtureDir, '../../../../docs/question-formats.md'), 'utf8');
const example = (fence: string) => new RegExp('```' + fence + '\\n([\\s\\S]*?)```').exec(doc)?.[1] ?? '';

describe('docs/question-formats.md', () => {
  it.each([
    ['csv', 'example.csv', 1],
    ['gift', 'example.gift', 2],
    ['xml', 'example.xml', 1],
  ])('shows a %s example that imports as written', async (fence, name, count) => {
    const parsed = await parseContentFile({ name, data: utf8(example(fence)) });
    expect(parsed.problems).toEqual([]);
    expect(parsed.items).toHaveLength(count);
  });
});
