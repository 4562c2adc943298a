import type { Database } from '../db/open.js';
import type { ImportProblem, ParsedFile } from './item.js';
import { storeItems, type StoreOptions, type Tx } from './store.js';

// One import, whatever its formats: the parsed files checked together (a key in two files), then
// stored in one transaction that stands only when nothing was wrong, or when told to skip what
// was (--skip-invalid). A dry run does everything and rolls it back, so its counts are the real ones.

export interface ImportOptions extends Omit<StoreOptions, 'publish'> {
  publish?: boolean;
  dryRun?: boolean;
  skipInvalid?: boolean;
  /** Runs inside the import's transaction once it is known to stand: the audit log's entry. */
  onImported?: (tx: Tx, report: ImportReport) => Promise<void>;
}

/** What `pnpm content import --json` prints, and what the studio's upload answers. */
export interface ImportReport {
  /** Questions that could be imported. */
  valid: number;
  /** Questions refused, each with its problem in `errors`. */
  invalid: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Every problem, in file and line order. */
  errors: ImportProblem[];
  /** True when the database was changed (not a dry run, and not refused for errors). */
  imported: boolean;
}

/** Thrown inside the transaction to undo it: a dry run, or errors without --skip-invalid. */
class RolledBack extends Error {
  constructor(readonly report: ImportReport) {
    super('import rolled back');
  }
}

const byPlace = (a: ImportProblem, b: ImportProblem): number => a.file.localeCompare(b.file) || a.line - b.line;

/** A key or passage key given twice in one import: the second and later ones are problems. */
function repeatedKeys(files: readonly ParsedFile[]): { problems: ImportProblem[]; repeats: number } {
  const problems: ImportProblem[] = [];
  const seen = new Map<string, ImportProblem>();
  let repeats = 0;
  for (const file of files) {
    for (const item of file.items) {
      const first = seen.get(item.key);
      if (first === undefined) seen.set(item.key, { ...item.at, message: '' });
      else {
        repeats += 1;
        problems.push({ ...item.at, message: `The key "${item.key}" is also used in ${first.file} at line ${first.line}: each question needs its own key.` });
      }
    }
  }
  return { problems, repeats };
}

export async function importParsed(db: Database, files: readonly ParsedFile[], options: ImportOptions = {}): Promise<ImportReport> {
  const parseProblems = files.flatMap((file) => file.problems);
  const parsedInvalid = files.reduce((sum, file) => sum + file.invalidCount, 0);
  const repeated = repeatedKeys(files);
  const repeatedAt = new Set(repeated.problems.map((problem) => `${problem.file}:${problem.line}`));
  const items = files.flatMap((file) => file.items).filter((item) => !repeatedAt.has(`${item.at.file}:${item.at.line}`));
  const passages = files.flatMap((file) => file.passages);
  try {
    return await db.transaction(async (tx) => {
      const stored = await storeItems(tx, items, passages, { ...options, publish: options.publish ?? false });
      const errors = [...parseProblems, ...repeated.problems, ...stored.problems].sort(byPlace);
      const invalid = parsedInvalid + repeated.repeats + stored.refused;
      const stands = !options.dryRun && (errors.length === 0 || options.skipInvalid === true);
      const counted = stands || options.dryRun === true;
      const report: ImportReport = {
        valid: items.length - stored.refused,
        invalid,
        created: counted ? stored.created : 0,
        updated: counted ? stored.updated : 0,
        unchanged: counted ? stored.unchanged : 0,
        errors,
        imported: stands,
      };
      if (!stands) throw new RolledBack(report);
      await options.onImported?.(tx, report);
      return report;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.report;
    throw error;
  }
}
