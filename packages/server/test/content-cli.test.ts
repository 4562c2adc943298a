import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runContentCommand } from '../src/cli/content-command.js';
import { runStaffCommand } from '../src/cli/staff-command.js';
import { acquireDataDirLock } from '../src/db/data-dir-lock.js';
import { makeTempDir } from './support/databases.js';

async function run(command: typeof runContentCommand, args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Two questions in the template, one of them on a new topic named in both languages, with maths. */
const template = [
  'key,type,subject,topic,topic_en,topic_hi,difficulty,exams,answer,text_en,option_a_en,option_b_en,option_c_en,option_d_en,explanation_en,text_hi,option_a_hi,option_b_hi,option_c_hi,option_d_hi,explanation_hi',
  'cli-log-1,single,mathematics,cli-logarithms,Logarithms,लघुगणक,easy,jee-main,B,What is $\\log_{2} 8$?,2,3,4,8,$2^3 = 8$,$\\log_{2} 8$ का मान क्या है?,2,3,4,8,$2^3 = 8$',
  'cli-log-2,single,mathematics,cli-logarithms,,,medium,jee-main,A,What is $\\log_{10} 1$?,0,1,10,-1,$10^0 = 1$,$\\log_{10} 1$ का मान क्या है?,0,1,10,-1,$10^0 = 1$',
].join('\n');

describe('pnpm content (on an embedded database of its own)', () => {
  const dataDir = makeTempDir('content-cli');
  const work = makeTempDir('content-files');
  const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://pariksha.example' };
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });
  mkdirSync(join(work, 'bank'));
  writeFileSync(join(work, 'bank', 'logs.csv'), template);
  writeFileSync(join(work, 'broken.csv'), template.replace('cli-log-2,single', 'cli-log-2,essay'));

  it('imports a folder as drafts, prints the one JSON object, and changes nothing the second time', { timeout: 120_000 }, async () => {
    const dry = await run(runContentCommand, ['import', join(work, 'bank'), '--dry-run'], env);
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.out).toBe('Dry run: 2 questions could be imported (2 new, 0 updated, 0 unchanged); 0 have problems. Nothing was changed.');
    const first = await run(runContentCommand, ['import', join(work, 'bank'), '--json'], env);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toEqual({ valid: 2, invalid: 0, created: 2, updated: 0, unchanged: 0, errors: [] });
    const again = await run(runContentCommand, ['import', join(work, 'bank'), '--json'], env);
    expect(JSON.parse(again.out)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('imports nothing from a file with an error unless told to skip, naming file and line', { timeout: 60_000 }, async () => {
    const refused = await run(runContentCommand, ['import', join(work, 'broken.csv')], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/broken\.csv:3: /);
    expect(refused.out).toContain('Nothing was imported');
    const skipped = await run(runContentCommand, ['import', join(work, 'broken.csv'), '--skip-invalid', '--json'], env);
    expect(JSON.parse(skipped.out)).toMatchObject({ valid: 1, invalid: 1, unchanged: 1 });
  });

  it('publishes only for a reviewer or admin', { timeout: 60_000 }, async () => {
    expect((await run(runContentCommand, ['import', join(work, 'bank'), '--publish'], env)).code).toBe(2);
    const stranger = await run(runContentCommand, ['import', join(work, 'bank'), '--publish', '--as', 'nobody@example.in'], env);
    expect(stranger).toMatchObject({ code: 1 });
    expect(stranger.err).toContain('is not a reviewer or admin');
    expect((await run(runStaffCommand, ['add', '--email', 'reviewer@example.in', '--role', 'reviewer'], env)).code).toBe(0);
    const published = await run(runContentCommand, ['import', join(work, 'bank'), '--publish', '--as', 'reviewer@example.in', '--json'], env);
    expect(JSON.parse(published.out)).toMatchObject({ updated: 2 });
  });

  it('exports the published questions as Moodle XML and a QTI package that import back unchanged', { timeout: 60_000 }, async () => {
    const xml = join(work, 'out', 'logs.xml');
    mkdirSync(join(work, 'out'));
    expect(await run(runContentCommand, ['export', '--format', 'moodle', '--topic', 'cli-logarithms', '--out', xml], env)).toMatchObject({ code: 0, out: `Wrote 2 questions to ${xml}.` });
    expect(readFileSync(xml, 'utf8')).toContain('\\(\\log_{2} 8\\)');
    const zip = join(work, 'logs.zip');
    expect((await run(runContentCommand, ['export', '--format', 'qti', '--key', 'cli-log-1', '--key', 'cli-log-2', '--out', zip], env)).code).toBe(0);
    const back = await run(runContentCommand, ['import', zip, '--json'], env);
    expect(JSON.parse(back.out)).toMatchObject({ valid: 2, created: 0, unchanged: 2, errors: [] });
  });

  it('says plainly what to do when a server holds the embedded database', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const refused = await run(runContentCommand, ['import', join(work, 'bank')], env);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('stop it first, or run this with DATABASE_URL');
    } finally {
      lock.release();
    }
  });
});
