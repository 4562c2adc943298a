import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from './support/databases.js';
import { killLeftoverMains, type StartedMain, spawnMain, startMain, stopMain, waitForExit } from './support/processes.js';

/** Two server starts, the first creating a PGlite folder (4-7 s, more on a busy machine). */
const processTimeoutMs = 120_000;

/** Storybook's build boots from inline scripts whose text changes with every build. */
const storybookIndex = `<!doctype html><html><head><title>Pariksha Storybook</title>
<script>window.CONFIG_TYPE = 'PRODUCTION';</script></head><body><div id="root"></div></body></html>`;

/** A stand-in for `pnpm build:storybook`'s storybook-static/. */
function writeBuiltStorybook(): string {
  const dir = makeTempDir('storybook-static');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), storybookIndex);
  writeFileSync(join(dir, 'iframe.html'), '<!doctype html><title>preview</title><script>window.FEATURES = {};</script>');
  writeFileSync(join(dir, 'assets', 'preview-D00d1e34.js'), 'export {};\n');
  writeFileSync(join(dir, '.env'), 'SECRET=1\n');
  return dir;
}

function scriptSources(response: Response): string[] {
  const policy = response.headers.get('content-security-policy') ?? '';
  const directive = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'script-src');
  return directive?.slice(1) ?? [];
}

/** The address main prints for Storybook's origin, once it has printed it (after the app's line). */
function storybookUrlOf({ child, output }: StartedMain): Promise<string> {
  const pattern = /Storybook is served at (http:\/\/\S+)/;
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output.stdout);
      if (match?.[1] === undefined) return;
      child.stdout?.off('data', check);
      child.off('exit', onExit);
      resolve(match[1]);
    };
    const onExit = () => reject(new Error(`main exited without saying where Storybook is served:\n${output.stdout}\n${output.stderr}`));
    child.stdout?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

// The learner's token lives in the app origin's local storage: story or addon code, which
// Storybook's build runs from inline scripts, must never run on that origin.
describe("Storybook on its own origin, beside the app (pnpm start's STORYBOOK_PORT)", () => {
  let tempDir: string;
  let storybookDir: string;
  let env: Record<string, string>;

  beforeAll(() => {
    tempDir = makeTempDir('storybook-main');
    storybookDir = writeBuiltStorybook();
    env = { DATA_DIR: join(tempDir, 'data'), STATIC_DIR: join(tempDir, 'no-app'), STORYBOOK_DIR: storybookDir, STORYBOOK_PORT: '0' };
  });
  afterAll(() => {
    killLeftoverMains();
    rmSync(tempDir, { recursive: true, force: true });
    rmSync(storybookDir, { recursive: true, force: true });
  });

  it('serves the built Storybook on its own port, with its own headers, and nothing of the app there', async () => {
    const main = await startMain(env);
    try {
      const storybook = await storybookUrlOf(main);
      expect(new URL(storybook).port).not.toBe(new URL(main.url).port);

      const index = await fetch(`${storybook}/`);
      expect(index.status).toBe(200);
      expect(index.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await index.text()).toBe(storybookIndex);
      // Its inline scripts may run there, and only there.
      expect(scriptSources(index)).toEqual(["'self'", "'unsafe-inline'"]);
      expect(index.headers.get('content-security-policy')).not.toMatch(/https?:|\*/);
      expect(index.headers.get('x-content-type-options')).toBe('nosniff');

      const asset = await fetch(`${storybook}/assets/preview-D00d1e34.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${storybook}/iframe.html`)).status).toBe(200);

      for (const path of ['/.env', '/missing.js', '/api/v1/getAllSubscriptions', '/..%2f.env']) {
        const response = await fetch(`${storybook}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain('SECRET');
      }

      // The app's origin has none of it, and keeps its hashed-only script policy.
      const onApp = await fetch(`${main.url}/storybook/`);
      expect(onApp.status).toBe(404);
      const api = await fetch(`${main.url}/api/v1/getAllSubscriptions`);
      expect(api.status).toBe(200);
    } finally {
      const exit = await stopMain(main, 'SIGTERM');
      expect(exit.code).toBe(0);
      expect(exit.stderr).toBe('');
    }
  }, processTimeoutMs);

  it('exits 1 with a clear message when STORYBOOK_PORT is taken', async () => {
    const taken: Server = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const address = taken.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    try {
      const exit = await waitForExit(spawnMain({ ...env, STORYBOOK_PORT: String(address.port) }));
      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain(`Storybook's port ${address.port} (STORYBOOK_PORT) is in use`);
    } finally {
      taken.close();
    }
  }, processTimeoutMs);
});
