import type { ImportedItem, ImportedPassage, ItemWords } from '../../question-content/item.js';
import { writeTemplateCsv, type TemplateEntry } from '../../question-content/formats/template/write-template-csv.js';
import { plainToMarkdown } from '../../question-content/render/index.js';
import { bankAsContent } from './as-content.js';
import { combineBanks } from './index.js';
import type { QuestionBank } from './types.js';

// The TypeScript banks as the CSV template files the server seeds from (content/questions/): one
// file per bank and subject, 'aptitude/reasoning.csv'. Texts become the template's Markdown,
// escaped so they read exactly as the plain text did; a direction shared by questions becomes a
// passage row with the key as-content.ts has always given it, so a database seeded from the banks
// keeps its passages. Rows are sorted, so writing again gives the same bytes.

/** A bank and the folder its files go to, relative to content/questions/. */
export interface BankPart {
  folder: string;
  bank: QuestionBank;
}

export interface BankFile {
  /** Relative to content/questions/, with '/': 'jee/physics.csv'. */
  path: string;
  text: string;
}

function markdownWords(words: ItemWords): ItemWords {
  return {
    text: plainToMarkdown(words.text),
    ...(words.options === undefined ? {} : { options: words.options.map(plainToMarkdown) }),
    explanation: plainToMarkdown(words.explanation),
  };
}

/** An item as the content files hold it: its texts in Markdown. */
function markdownItem(item: ImportedItem): ImportedItem {
  const translations: ImportedItem['translations'] = {};
  if (item.translations.en !== undefined) translations.en = markdownWords(item.translations.en);
  if (item.translations.hi !== undefined) translations.hi = markdownWords(item.translations.hi);
  return { ...item, translations };
}

/** A passage as the content files hold it: its texts in Markdown (its key stays the plain words' hash). */
function markdownPassage(passage: ImportedPassage): ImportedPassage {
  const translations: ImportedPassage['translations'] = {};
  if (passage.translations.en !== undefined) translations.en = { text: plainToMarkdown(passage.translations.en.text) };
  if (passage.translations.hi !== undefined) translations.hi = { text: plainToMarkdown(passage.translations.hi.text) };
  return { ...passage, translations };
}

/** Code-unit order, the same on every machine whatever its locale. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every file's path and text, sorted by path. In a file, questions come in key order, each
 * passage just before the first question that uses it. Throws when the banks do not add up.
 */
export function bankFiles(parts: readonly BankPart[]): BankFile[] {
  const { items, passages } = bankAsContent(combineBanks(parts.map((part) => part.bank)));
  const folderOf = new Map(parts.flatMap((part) => part.bank.questions.map((question) => [question.key, part.folder] as const)));
  const passageByKey = new Map(passages.map((passage) => [passage.key, markdownPassage(passage)]));
  const byPath = new Map<string, ImportedItem[]>();
  for (const item of items) {
    const path = `${folderOf.get(item.key) ?? 'other'}/${item.subject}.csv`;
    const list = byPath.get(path) ?? [];
    list.push(item);
    byPath.set(path, list);
  }
  const written = new Set<string>();
  return [...byPath.keys()].sort(byCodeUnits).map((path) => {
    const entries: TemplateEntry[] = [];
    const sorted = [...(byPath.get(path) ?? [])].sort((a, b) => byCodeUnits(a.key, b.key));
    for (const item of sorted) {
      const passage = item.passage === undefined ? undefined : passageByKey.get(item.passage);
      if (passage !== undefined && !written.has(passage.key)) {
        entries.push({ passage });
        written.add(passage.key);
      }
      entries.push({ item: markdownItem(item) });
    }
    return { path, text: writeTemplateCsv(entries) };
  });
}
