import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { bundledPapersDir, serverPackageRoot } from '../package-paths.js';
import type { FixedSections } from './questions/papers.js';

// Papers whose sections name their own questions, as a board paper's Sections A to E do (the
// 2-mark questions in B, the 5-mark ones in D): content/papers/<exam>.json, one file per exam,
//   { "exam": "cbse-10-science", "sections": { "section-a": ["cbse10-sci-a01", …], … } }.
// The questions themselves are content files like any other (content/questions/); a paper with
// a key the bank lacks, or a section of the wrong size, is not drawn (papers.ts says why not).

const paperFile = z.strictObject({
  exam: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  sections: z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.array(z.string().min(1)).min(1)),
});

const workspaceRoot = join(serverPackageRoot, '..', '..');

/** Every bundled paper's fixed sections, by exam slug; a file that is not one stops the start. */
export async function readBundledPapers(folder: string = bundledPapersDir): Promise<FixedSections> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const papers: Record<string, Record<string, readonly string[]>> = {};
  for (const name of names) {
    const file = join(folder, name);
    const parsed = paperFile.safeParse(JSON.parse(await readFile(file, 'utf8')));
    const shown = relative(workspaceRoot, file);
    if (!parsed.success) throw new Error(`${shown}: not a paper file: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    if (papers[parsed.data.exam] !== undefined) throw new Error(`${shown}: the exam "${parsed.data.exam}" has another paper file.`);
    papers[parsed.data.exam] = parsed.data.sections;
  }
  return papers;
}
