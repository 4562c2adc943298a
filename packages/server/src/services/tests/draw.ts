import { randomInt } from 'node:crypto';
import type { FrozenPoolJson } from '../../db/tests-schema.js';

// Drawing a paper from a published test's frozen pools. Pools of one difficulty draw first, then
// those of any difficulty from what is left, so a question is never drawn twice and every draw of a
// test holds the same number per pool: the same mix of topics and difficulties for every candidate.

/** Picks `count` of `from`, each subset as likely as any other (the caller has checked there are enough). */
export type Picker = <T>(from: readonly T[], count: number) => T[];

/** A uniform pick (a partial Fisher–Yates shuffle) with the system's secure random numbers. */
export const randomPick: Picker = (from, count) => {
  const list = [...from];
  for (let at = 0; at < count && at < list.length - 1; at += 1) {
    const other = at + randomInt(list.length - at);
    [list[at], list[other]] = [list[other] as (typeof list)[number], list[at] as (typeof list)[number]];
  }
  return list.slice(0, count);
};

/** One drawn section: the question ids in the order the candidate sees them (pool by pool). */
export type DrawnSection = { questionIds: number[] };

/** What a draw needs of a published test: its sections' frozen pools. */
export type FrozenPools = { sections: ReadonlyArray<{ pools: readonly FrozenPoolJson[]; questionIds?: readonly number[] }> };

const anyDifficulty = (pool: FrozenPoolJson): boolean => pool.difficulty === 'any';

/**
 * A draw of the whole test, or null when a pool cannot be filled (publishing refuses such a test,
 * so this only happens to a version whose pools were frozen short, which publishing prevents).
 */
export function drawTest(test: FrozenPools, pick: Picker = randomPick): DrawnSection[] | null {
  // Fixed questions come first in their sections and are never drawn again by a pool.
  const used = new Set<number>(test.sections.flatMap((section) => section.questionIds ?? []));
  const drawn = test.sections.map((section) => section.pools.map((): number[] => []));
  for (const pass of [false, true]) {
    for (const [sectionAt, section] of test.sections.entries()) {
      for (const [poolAt, pool] of section.pools.entries()) {
        if (anyDifficulty(pool) !== pass) continue;
        const free = pool.questionIds.filter((id) => !used.has(id));
        if (free.length < pool.count) return null;
        const taken = pick(free, pool.count);
        for (const id of taken) used.add(id);
        const slot = drawn[sectionAt];
        if (slot !== undefined) slot[poolAt] = taken;
      }
    }
  }
  return drawn.map((pools, at) => ({ questionIds: [...(test.sections[at]?.questionIds ?? []), ...pools.flat()] }));
}

/** A pool the frozen members cannot fill, with what it asks and what is left for it. */
export type Shortfall = { section: number; pool: number; asked: number; available: number };

/**
 * The pools that cannot be filled, whatever the draw: each specific pool from its own members
 * (less what pools of the same topic and difficulty before it ask), each 'any' pool from its
 * members less what every other pool of its topic asks. This is exactly when some draw fails.
 */
export function shortfalls(test: FrozenPools): Shortfall[] {
  const pools = test.sections.flatMap((section, sectionAt) => section.pools.map((pool, poolAt) => ({ pool, sectionAt, poolAt })));
  const out: Shortfall[] = [];
  const askedBefore = new Map<string, number>();
  for (const { pool, sectionAt, poolAt } of pools.filter(({ pool }) => !anyDifficulty(pool))) {
    const key = `${pool.topic} ${pool.difficulty}`;
    const before = askedBefore.get(key) ?? 0;
    const available = Math.max(0, pool.questionIds.length - before);
    if (pool.count > available) out.push({ section: sectionAt, pool: poolAt, asked: pool.count, available });
    askedBefore.set(key, before + pool.count);
  }
  const askedOfTopic = new Map<string, number>();
  for (const { pool } of pools.filter(({ pool }) => !anyDifficulty(pool))) askedOfTopic.set(pool.topic, (askedOfTopic.get(pool.topic) ?? 0) + pool.count);
  for (const { pool, sectionAt, poolAt } of pools.filter(({ pool }) => anyDifficulty(pool))) {
    const before = askedOfTopic.get(pool.topic) ?? 0;
    const available = Math.max(0, pool.questionIds.length - before);
    if (pool.count > available) out.push({ section: sectionAt, pool: poolAt, asked: pool.count, available });
    askedOfTopic.set(pool.topic, before + pool.count);
  }
  return out.sort((a, b) => a.section - b.section || a.pool - b.pool);
}
