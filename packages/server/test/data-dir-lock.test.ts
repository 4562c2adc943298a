import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName } from '../src/db/data-dir-lock.js';
import { makeTempDir } from './support/databases.js';
import { deadPid } from './support/processes.js';

describe('the DATA_DIR lock', () => {
  let tempDir: string;
  let dataDir: string;
  let lockPath: string;

  beforeEach(() => {
    tempDir = makeTempDir('lock');
    dataDir = join(tempDir, 'nested', 'data');
    lockPath = join(dataDir, lockFileName);
  });
  afterEach(() => {
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('creates DATA_DIR and a lock file holding this pid, and removes it on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(lock.path).toBe(lockPath);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    lock.release();
  });

  it('refuses a second holder in the same process', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
  });

  it('refuses while another live process holds it, naming the pid and DATA_DIR', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(lockPath, `${holder.pid}\n`);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `Another Pariksha server (pid ${holder.pid}) is using DATA_DIR ${dataDir}; stop it or set a different DATA_DIR.`,
      );
      expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it.each([
    ['a pid that has exited', async () => `${await deadPid()}\n`],
    ['this very pid left by an earlier run (pid reuse in a container)', async () => `${process.pid}\n`],
    ['an empty file (a crash while writing it)', async () => ''],
    ['garbage', async () => 'not a pid'],
  ])('takes over a stale lock holding %s', async (_label, content) => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(lockPath, await content());
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('leaves a lock file that another process took over in place on release', () => {
    const lock = acquireDataDirLock(dataDir);
    writeFileSync(lockPath, '999999\n');
    lock.release();
    expect(readFileSync(lockPath, 'utf8')).toBe('999999\n');
  });
});
