// Types for the parts of bench-saves.mjs that the server tests call (save-bench-report.test.ts).

/** One measured run: saves/s, latency (ms) and the CPU per save (µs) of each process, null where not counted. */
export type SavesRun = {
  saves: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  replays: number;
  cpu?: { server: number | null; postgres: number | null; client: number | null };
};

export type SavesResults = {
  pglite: SavesRun & { exam: { id: number; title: string } };
  postgres?: SavesRun & { exam: { id: number; title: string } };
  /** (a) the upsert with as many in flight as the server gets. */
  raw?: SavesRun;
  /** (b) the upsert in a plain loop on one connection. */
  rawPlain?: SavesRun;
  /** (c) the server's whole save statement, as (a). */
  rawWhole?: SavesRun;
  postgresSkipped?: string;
};

export const savesCandidates: number;
export const savesConcurrency: number;
export const savesSeconds: number;
/** (c): the server's save statement as the bench sends it (the same text as fast-save.ts's). */
export const serverSaveStatement: string;
export function savesSection(results: SavesResults, measuredOn: string): string;
