import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../src/cli/staff-command.js';
import { acquireDataDirLock } from '../src/db/data-dir-lock.js';
import { makeTempDir } from './support/databases.js';

/** Runs `pnpm staff …` in this process, collecting what it prints. */
async function staff(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffCommand(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('pnpm staff (on an embedded database of its own)', () => {
  const dataDir = makeTempDir('staff-cli');
  const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://pariksha.example' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds an admin with a one-time set-password link, lists, changes the role and removes', { timeout: 60_000 }, async () => {
    const added = await staff(['add', '--email', 'Meera@Example.in', '--role', 'admin'], env);
    expect(added.code).toBe(0);
    expect(added.out).toContain('meera@example.in is now admin (a new account).');
    expect(added.out).toMatch(/https:\/\/pariksha\.example\/studio\/set-password\?token=[A-Za-z0-9_-]{43}/);

    const again = await staff(['add', '--email', 'meera@example.in', '--role', 'editor'], env);
    expect(again.out).toContain('was admin and is now editor');
    // An account with a password gets no new link.
    expect(again.out).not.toContain('set-password');

    expect((await staff(['list'], env)).out).toMatch(/editor\s+meera@example\.in\s+no second step yet/);
    expect((await staff(['remove', '--email', 'meera@example.in'], env)).code).toBe(0);
    const gone = await staff(['remove', '--email', 'meera@example.in'], env);
    expect(gone).toMatchObject({ code: 1, err: 'meera@example.in is not staff.' });
    expect((await staff(['list'], env)).out).toContain('No staff yet');
  });

  it('refuses a missing e-mail, an unknown role, an unknown command, and never takes a password', async () => {
    expect((await staff(['add', '--role', 'admin'], env)).code).toBe(2);
    expect((await staff(['add', '--email', 'a@b.in', '--role', 'owner'], env)).err).toContain('Give a role');
    expect((await staff(['promote', '--email', 'a@b.in'], env)).err).toContain('Unknown command');
    expect((await staff(['add', '--email', 'a@b.in', '--role', 'admin', '--password', 'x'], env)).code).toBe(2);
  });

  it('says plainly what to do when a server holds the embedded database', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const refused = await staff(['list'], env);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`The server is running on DATA_DIR ${dataDir}`);
      expect(refused.err).toContain('stop it first, or run this with DATABASE_URL');
    } finally {
      lock.release();
    }
  });
});
