import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../package-paths.js';
import { BundledQuestionsError, readBundledQuestions } from './bundled-questions.js';

const header = 'key,type,subject,topic,topic_en,topic_hi,answer,text_en,option_a_en,option_b_en,text_hi,option_a_hi,option_b_hi';
const row = (key: string, answer = 'A') => `${key},single,reasoning,series,Series,श्रेणी,${answer},Next?,1,2,अगला?,1,2`;

let folder: string | undefined;
afterEach(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A content folder with these files; names in messages are relative to the workspace root. */
function contentFolder(files: Record<string, string>): { path: string; name: (file: string) => string } {
  const path = mkdtempSync(join(tmpdir(), 'pariksha-bundled-'));
  folder = path;
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(path, name, '..'), { recursive: true });
    writeFileSync(join(path, name), text);
  }
  return { path, name: (file) => relative(join(serverPackageRoot, '..', '..'), join(path, file)) };
}

async function problemsOf(path: string): Promise<string> {
  try {
    await readBundledQuestions(path);
  } catch (error) {
    expect(error).toBeInstanceOf(BundledQuestionsError);
    return (error as Error).message;
  }
  throw new Error('the folder was read without a problem');
}

describe('the bundled questions', () => {
  it('are read from every file of the folder', async () => {
    const { path } = contentFolder({ 'a/one.csv': `${header}\n${row('q-1')}\n`, 'b/two.csv': `${header}\n${row('q-2', 'B')}\n` });
    const bundled = await readBundledQuestions(path);
    expect(bundled.items.map((item) => [item.key, item.answer])).toEqual([
      ['q-1', 0],
      ['q-2', 1],
    ]);
  });

  it('stop the start at a problem in a file, naming the file and the line', async () => {
    const { path, name } = contentFolder({ 'a/one.csv': `${header}\n${row('q-1')}\n${row('q-2', 'E')}\n` });
    expect(await problemsOf(path)).toBe(`The bundled questions cannot be seeded:\n${name('a/one.csv')}:3: The answer "E" is not one of the options A–B.`);
  });

  it('stop the start at a key used in two files', async () => {
    const { path, name } = contentFolder({ 'a/one.csv': `${header}\n${row('q-1')}\n`, 'b/two.csv': `${header}\n${row('q-1')}\n` });
    expect(await problemsOf(path)).toContain(`${name('b/two.csv')}:2: The question key "q-1" is also used in ${name('a/one.csv')} at line 2.`);
  });

  it('stop the start when the folder is missing or holds no questions', async () => {
    const { path } = contentFolder({ 'notes.md': 'nothing here' });
    expect(await problemsOf(path)).toContain(`${path}:1: The folder holds no questions.`);
    expect(await problemsOf(join(path, 'gone'))).toContain('There is no file or folder called');
  });
});
