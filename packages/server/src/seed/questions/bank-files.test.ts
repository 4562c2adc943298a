import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../../question-content/formats/index.js';
import type { ImportedItem, ImportedPassage, ItemWords } from '../../question-content/item.js';
import { plainToMarkdown } from '../../question-content/render/index.js';
import { bundledQuestionsDir } from '../../package-paths.js';
import { exams } from '../content/index.js';
import { readBundledQuestions } from '../bundled-questions.js';
import { paperQuestions } from '../question-seed.js';
import { bankAsContent } from './as-content.js';
import { bankFiles } from './bank-files.js';
import { bankParts, questionBank } from './index.js';
import { planPapers } from './papers.js';

const written = bankFiles(bankParts);

/** An item or passage without where it was read, sorted by key: what must match between the two routes. */
const withoutPlace = <T extends { key: string; at: unknown }>(list: readonly T[]): Omit<T, 'at'>[] =>
  list.map(({ at: _at, ...rest }) => rest).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

const markdownWords = (words: ItemWords): ItemWords => ({
  text: plainToMarkdown(words.text),
  ...(words.options === undefined ? {} : { options: words.options.map(plainToMarkdown) }),
  explanation: plainToMarkdown(words.explanation),
});

/**
 * What was read from the files the banks write (aptitude/, jee/): the folder also holds content
 * written as files in the first place (neet/), which no bank writes.
 */
const fromBanks = <T extends { at: { file: string } }>(list: readonly T[]): T[] =>
  list.filter((entry) => bankParts.some((part) => entry.at.file.includes(`/content/questions/${part.folder}/`)));

/** What seeding stored before the content files (as-content.ts), with each text in its Markdown form. */
const today = bankAsContent(questionBank);
const expectedItems = today.items.map(
  (item): ImportedItem => ({
    ...item,
    translations: Object.fromEntries(Object.entries(item.translations).map(([lang, words]) => [lang, markdownWords(words)])),
  }),
);
const expectedPassages = today.passages.map(
  (passage): ImportedPassage => ({
    ...passage,
    translations: Object.fromEntries(Object.entries(passage.translations).map(([lang, words]) => [lang, { text: plainToMarkdown(words.text) }])),
  }),
);

describe('the bundled question files (pnpm banks:write)', () => {
  it('are exactly what the banks write now: run `pnpm banks:write` after changing a bank', () => {
    for (const file of written) {
      expect(readFileSync(join(bundledQuestionsDir, file.path), 'utf8'), file.path).toBe(file.text);
    }
    const committed = bankParts.flatMap((part) =>
      readdirSync(join(bundledQuestionsDir, part.folder))
        .filter((name) => name.endsWith('.csv'))
        .map((name) => `${part.folder}/${name}`),
    );
    expect(committed.sort()).toEqual(written.map((file) => file.path));
  });

  it('read back into the items seeding made from the banks, texts in Markdown', async () => {
    const parsed = await Promise.all(written.map((file) => parseContentFile({ name: file.path, data: new TextEncoder().encode(file.text) })));
    expect(parsed.flatMap((file) => file.problems)).toEqual([]);
    expect(withoutPlace(parsed.flatMap((file) => file.items))).toEqual(withoutPlace(expectedItems));
    expect(withoutPlace(parsed.flatMap((file) => file.passages))).toEqual(withoutPlace(expectedPassages));
  });

  it('are what the server reads at start, and plan the same papers as the banks', async () => {
    const bundled = await readBundledQuestions();
    const items = fromBanks(bundled.items);
    expect(withoutPlace(items)).toEqual(withoutPlace(expectedItems));
    expect(withoutPlace(fromBanks(bundled.passages))).toEqual(withoutPlace(expectedPassages));
    expect(planPapers(exams, { questions: paperQuestions(items) })).toEqual(planPapers(exams, questionBank));
  });

  it('name the file and line of each question', async () => {
    const bundled = await readBundledQuestions();
    const first = bundled.items.find((item) => item.key === 'reason-alphabet-001');
    expect(first?.at).toEqual({ file: 'packages/server/content/questions/aptitude/reasoning.csv', line: 2 });
  });
});
