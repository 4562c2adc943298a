import { checkUpload, figureHash, prepareFigure, saveFigure, type PreparedFigure } from './figures/index.js';
import type { ImportedFigure } from './item.js';
import type { FigureKeeper } from './store.js';

/**
 * Figures decoded and encoded before the import's transaction opens (seconds for a photo), so the
 * transaction only writes rows. A figure met again (the same bytes) is prepared once.
 */
export async function prepareFigures(list: readonly ImportedFigure[]): Promise<Map<string, Awaited<ReturnType<typeof prepareFigure>>>> {
  const prepared = new Map<string, Awaited<ReturnType<typeof prepareFigure>>>();
  for (const figure of list) {
    if (!checkUpload(figure).ok) continue;
    const hash = figureHash(figure.data);
    if (!prepared.has(hash)) prepared.set(hash, await prepareFigure(figure));
  }
  return prepared;
}

/** Keeps each figure from what prepareFigures made (or prepares it now), answering its hash. */
export function figureKeeper(prepared: ReadonlyMap<string, Awaited<ReturnType<typeof prepareFigure>>>, createdBy?: number): FigureKeeper {
  return async (tx, figure) => {
    const checked = checkUpload(figure);
    if (!checked.ok) return checked;
    const ready = prepared.get(figureHash(figure.data)) ?? (await prepareFigure(figure));
    if (!ready.ok) return ready;
    const figureToSave: PreparedFigure = ready;
    const stored = await saveFigure(tx, figureToSave, createdBy === undefined ? {} : { createdBy });
    return { ok: true, hash: stored.hash };
  };
}
