/**
 * `pnpm banks:write`: the TypeScript banks written into content/questions/ (bank-files.ts), the
 * files the server seeds from. Each bank's folder is rewritten whole: a file the banks no longer
 * make is removed; other folders there (content written by hand) are left alone.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { bundledQuestionsDir } from '../../package-paths.js';
import { bankFiles } from './bank-files.js';
import { bankParts } from './index.js';

const files = bankFiles(bankParts);
const wanted = new Set(files.map((file) => join(bundledQuestionsDir, file.path)));
let changed = 0;
for (const part of bankParts) {
  const folder = join(bundledQuestionsDir, part.folder);
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name.endsWith('.csv') && !wanted.has(path)) {
      rmSync(path);
      changed += 1;
      console.info(`removed ${relative(process.cwd(), path)}`);
    }
  }
}
for (const file of files) {
  const path = join(bundledQuestionsDir, file.path);
  let before: string | undefined;
  try {
    before = readFileSync(path, 'utf8');
  } catch {
    before = undefined;
  }
  if (before === file.text) continue;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, file.text);
  changed += 1;
  console.info(`wrote ${relative(process.cwd(), path)}`);
}
console.info(`${files.length} files, ${changed === 0 ? 'all unchanged' : `${changed} changed`}.`);
