import { describe, expect, it } from 'vitest';
import { savesSection, serverSaveStatement, type SavesResults, type SavesRun } from '../../../scripts/bench-saves.mjs';
import { saveGraceSeconds } from '@pariksha/contract/attempts';
import { saveStatement } from '../src/services/attempts/fast-save.js';

// The report of `pnpm bench`'s saves section: the PostgreSQL goal is read off the stricter of the
// two raw-driver yardsticks, and both ratios are always printed.
const run = (perSecond: number, cpu?: SavesRun['cpu']): SavesRun => ({
  saves: perSecond * 15,
  perSecond,
  p50: 10,
  p95: 20,
  p99: 30,
  errors: 0,
  replays: perSecond,
  ...(cpu === undefined ? {} : { cpu }),
});
const exam = { id: 7, title: 'SSC CGL Tier 1 Mock Test' };

function results(server: number, inFlight: number, plain: number): SavesResults {
  return {
    pglite: { exam, ...run(1500, { server: 600, postgres: null, client: 100 }) },
    postgres: { exam, ...run(server, { server: 180, postgres: 250, client: 90 }) },
    raw: run(inFlight, { server: null, postgres: 50, client: 25 }),
    rawPlain: run(plain),
    rawWhole: run(10_000),
  };
}

describe("the saves section's PostgreSQL goal", () => {
  it('is judged against the faster yardstick, (a) here, and prints the ratio to each', () => {
    const text = savesSection(results(4000, 20_000, 8000), 'Measured in a test.');
    expect(text).toContain('**0.20×** the saves/s of yardstick (a) and **0.50×** those of (b)');
    expect(text).toContain('**0.20×, NOT met**');
  });

  it('is judged against (b) when the plain loop is the faster one', () => {
    const text = savesSection(results(4000, 6000, 10_000), 'Measured in a test.');
    expect(text).toContain('**0.67×** the saves/s of yardstick (a) and **0.40×** those of (b)');
    expect(text).toContain('**0.40×, NOT met**');
  });

  it('is met only when the server makes half of both', () => {
    expect(savesSection(results(5000, 10_000, 9000), 'Measured in a test.')).toContain('**0.50×, met**');
  });

  it('gives each process its CPU per save, a dash where it was not counted', () => {
    const text = savesSection(results(4000, 20_000, 8000), 'Measured in a test.');
    expect(text).toContain('| server on PostgreSQL | 4000 |');
    expect(text).toContain('| 180 · 250 · 90 |');
    expect(text).toContain('| – · 50 · 25 |');
    expect(text).toContain('| – · – · – |');
  });

  it('says why PostgreSQL was not measured when it could not start', () => {
    const text = savesSection({ pglite: { exam, ...run(1500) }, postgresSkipped: 'no PostgreSQL here' }, 'Measured in a test.');
    expect(text).toContain('PostgreSQL was not measured: no PostgreSQL here.');
    expect(text).not.toContain('yardstick (a)');
  });
});

describe('the bench’s copy of the save statement (yardstick c)', () => {
  it('is the server’s statement, word for word', () => {
    // Comments and line breaks aside.
    const words = (text: string) => text.replace(/--[^\n]*/g, '').replace(/\s+/g, ' ').trim();
    expect(saveGraceSeconds).toBe(10);
    expect(words(serverSaveStatement)).toBe(words(saveStatement.text));
  });
});
