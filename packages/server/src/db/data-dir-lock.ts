import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite lets two processes open one data folder without complaint, and whichever closes last
 * silently wipes the other's writes. A lock file holding the owner's pid refuses the second.
 */

export const lockFileName = 'pariksha.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    readonly lockPath: string,
  ) {
    super(
      `Another Pariksha server (pid ${ownerPid}) is using DATA_DIR ${dataDir}; ` +
        `stop it or set a different DATA_DIR. (If no such server runs, delete ${lockPath}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
};

/** Lock files this process holds: its own pid in a lock it did not take means a stale file. */
const heldByThisProcess = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwnerPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function unlinkIfPresent(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function removeIfOurs(lockPath: string): void {
  if (readOwnerPid(lockPath) === process.pid) unlinkIfPresent(lockPath);
}

/**
 * Takes `DATA_DIR/pariksha.lock` (creating DATA_DIR) or throws DataDirLockedError. A lock whose
 * pid is gone (a kill -9, a power cut) is taken over. The lock is also dropped when the process
 * exits normally or on an uncaught error, so only SIGKILL leaves a stale file behind.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, lockFileName);
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirLockedError(dataDir, process.pid, lockPath);
  }

  if (!tryCreate(lockPath)) {
    const ownerPid = readOwnerPid(lockPath);
    // Our own pid here is a leftover from an earlier run that got the same pid (pid 1 in a
    // container restarted after a kill), not a live owner.
    if (ownerPid !== undefined && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
      throw new DataDirLockedError(dataDir, ownerPid, lockPath);
    }
    // Stale (or empty after a crash mid-write): take it over.
    unlinkIfPresent(lockPath);
    if (!tryCreate(lockPath)) {
      // Another process took it over between our unlink and create.
      throw new DataDirLockedError(dataDir, readOwnerPid(lockPath) ?? 0, lockPath);
    }
  }

  heldByThisProcess.add(lockPath);
  const releaseOnExit = () => removeIfOurs(lockPath);
  process.once('exit', releaseOnExit);

  return {
    path: lockPath,
    release() {
      if (!heldByThisProcess.delete(lockPath)) return;
      process.removeListener('exit', releaseOnExit);
      removeIfOurs(lockPath);
    },
  };
}
