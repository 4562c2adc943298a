import { join } from 'node:path';
import { readContentFiles } from '../question-content/import-files.js';
import type { ImportedItem, ImportedPassage, ImportProblem, SourcePlace } from '../question-content/item.js';
import { bundledQuestionsDir, serverPackageRoot } from '../package-paths.js';

// The question banks every database is seeded with, read from the content files committed under
// content/questions/ by the same readers as `pnpm content import`. They ship with the release, so
// a problem in them is the release's: it stops the start, naming the file and the line.

export interface BundledQuestions {
  items: ImportedItem[];
  passages: ImportedPassage[];
}

/** Files are named from the workspace root in messages: packages/server/content/questions/jee/physics.csv. */
const workspaceRoot = join(serverPackageRoot, '..', '..');

/** One problem as the start reports it: `file:line: message`. */
export const problemLine = (problem: ImportProblem): string => `${problem.file}:${problem.line}: ${problem.message}`;

/** A key given twice among all the files (an item's or a passage's): each after the first is a problem. */
function repeatedKeys(entries: ReadonlyArray<{ key: string; at: SourcePlace }>, what: string): ImportProblem[] {
  const first = new Map<string, SourcePlace>();
  const problems: ImportProblem[] = [];
  for (const { key, at } of entries) {
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, at);
    else problems.push({ file: at.file, line: at.line, message: `The ${what} key "${key}" is also used in ${earlier.file} at line ${earlier.line}.` });
  }
  return problems;
}

/** Thrown when the bundled files cannot be seeded from: every problem on a line of its own. */
export class BundledQuestionsError extends Error {
  constructor(readonly problems: readonly ImportProblem[]) {
    super(`The bundled questions cannot be seeded:\n${problems.map(problemLine).join('\n')}`);
    this.name = 'BundledQuestionsError';
  }
}

/** Every bundled question and passage, read and checked; throws BundledQuestionsError on any problem. */
export async function readBundledQuestions(folder: string = bundledQuestionsDir): Promise<BundledQuestions> {
  const files = await readContentFiles([folder], workspaceRoot);
  const items = files.flatMap((file) => file.items);
  const passages = files.flatMap((file) => file.passages);
  const problems = [
    ...files.flatMap((file) => file.problems),
    ...repeatedKeys(items, 'question'),
    ...repeatedKeys(passages, 'passage'),
  ];
  if (items.length === 0 && problems.length === 0) problems.push({ file: folder, line: 1, message: 'The folder holds no questions.' });
  if (problems.length > 0) throw new BundledQuestionsError(problems);
  return { items, passages };
}
