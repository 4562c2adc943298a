import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** tsx is the workspace root's dev dependency; `--import tsx` resolves from there. */
const workspaceRoot = join(serverRoot, '..', '..');
const mainSource = join(serverRoot, 'src', 'main.ts');

/** Everything a child printed so far. */
export type Output = { stdout: string; stderr: string };

export type RunningMain = { child: ChildProcess; output: Output };

export type StartedMain = RunningMain & {
  /** The base URL from the start-up line. */
  url: string;
};

export type Exit = Output & { code: number | null; signal: NodeJS.Signals | null };

/** Every main this file started that has not exited yet. */
const liveMains = new Set<ChildProcess>();

/**
 * Kills whatever main is still running: a test that timed out while a server was starting has no
 * handle on it, and the server would outlive the test run.
 */
export function killLeftoverMains(): void {
  for (const child of liveMains) child.kill('SIGKILL');
}

/** Runs src/main.ts in its own Node process, as `pnpm start` runs the build. */
export function spawnMain(env: Record<string, string>): RunningMain {
  const child = spawn(process.execPath, ['--import', 'tsx', mainSource], {
    cwd: workspaceRoot,
    // No Storybook unless a test asks: two servers at once would both want its port.
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', STORYBOOK_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveMains.add(child);
  child.once('exit', () => liveMains.delete(child));
  const output: Output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return { child, output };
}

export async function waitForExit({ child, output }: RunningMain): Promise<Exit> {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  return { code: child.exitCode, signal: child.signalCode, ...output };
}

/** Starts main and resolves once it prints its URL; rejects with its output if it exits first. */
export async function startMain(env: Record<string, string>): Promise<StartedMain> {
  const running = spawnMain(env);
  const { child, output } = running;
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output.stdout);
      if (match?.[1] === undefined) return;
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      resolve(match[1]);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`main exited with ${code} before listening:\n${output.stdout}\n${output.stderr}`));
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
  return { ...running, url };
}

/** Sends a signal and waits for the process to end. */
export async function stopMain(running: RunningMain, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
  running.child.kill(signal);
  return waitForExit(running);
}

/** The pid of a process that has just ended, so no process owns it now. */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  if (child.pid === undefined) throw new Error('could not spawn node');
  return child.pid;
}
