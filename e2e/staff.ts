import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '@pariksha/contract/staff-values';
import { startServer, type RunningServer } from './servers';

// The team's accounts for the studio's tests: a server of the test's own (the staff command needs
// the embedded database to itself), staff added by the README's command, and their TOTP codes.

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** A staff member's password in these tests: long enough and far from any common one. */
export const staffPassword = 'saffron-kettle-monsoon-42';

export interface StaffServer {
  server: RunningServer;
  dataDir: string;
  /** `pnpm staff add` for each of `staff` (e-mail and role): the set-password links, in order. */
  links: string[];
}

/**
 * A fresh server whose database was made (and seeded) by a first start, then given `staff` with
 * the staff command while stopped, as the README says, then started again.
 */
export async function startServerWithStaff(port: number, staff: readonly { email: string; role: StaffRole }[]): Promise<StaffServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pariksha-e2e-studio-'));
  const first = await startServer({ port, dataDir });
  await first.stop();
  const links: string[] = [];
  for (const member of staff) {
    const { stdout } = await run(process.execPath, ['packages/server/dist/staff.js', 'add', '--email', member.email, '--role', member.role], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PUBLIC_URL: first.url, LOG_LEVEL: 'warn' },
    });
    const link = /https?:\/\/\S+\/studio\/set-password\?token=\S+/.exec(stdout)?.[0];
    if (link === undefined) throw new Error(`The staff command printed no link:\n${stdout}`);
    links.push(link);
  }
  const server = await startServer({ port, dataDir });
  return { server, dataDir, links };
}

/** The code an authenticator app shows now for `secret` (base32, spaces allowed). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({ timestamp: at });
}

/** Waits for the next 30-second step: each step's code signs in once. */
export async function nextTotpStep(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  await new Promise((resolve) => setTimeout(resolve, left + 500));
}

/** A unique e-mail for a staff member of one test. */
export function staffEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.in`;
}

async function post<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { result: number; data: T };
  if (answer.result !== 1) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * A staff member's session through the api, as the studio's screens make it: the link's password,
 * the login's challenge, the app enrolled with its first code. Their token.
 */
export async function staffSession(base: string, link: string, email: string): Promise<string> {
  await post(base, '/setStaffPassword', { token: new URL(link).searchParams.get('token'), password: staffPassword });
  const { challenge } = await post<{ challenge: string }>(base, '/loginUser', { email, password: staffPassword });
  const { secret } = await post<{ secret: string }>(base, '/startSecondFactorEnrolment', { challenge });
  const session = await post<{ token: string }>(base, '/confirmSecondFactorEnrolment', { challenge, code: totpCode(secret) });
  return session.token;
}
