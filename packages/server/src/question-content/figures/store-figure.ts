import { eq } from 'drizzle-orm';
import { figures, figureVariants, type FigureMediaType } from '../../db/figures-schema.js';
import type { Database } from '../../db/open.js';
import type { ImportedFigure } from '../item.js';
import { checkUpload, figureHash, prepareFigure, type PreparedFigure } from './prepare-figure.js';

/** The server's database or a transaction on it (an import's). */
export type FigureStore = Pick<Database, 'select' | 'transaction'>;

/** What a question's figure reference is stored as (its id) and drawn from. */
export type StoredFigure = { id: number; hash: string; width: number; height: number; mediaType: FigureMediaType };

export type StoreFigureResult = { ok: true; figure: StoredFigure } | { ok: false; message: string };

export type StoreFigureOptions = {
  /** The staff account uploading it; none for the importer's command line. */
  createdBy?: number | null;
};

const storedColumns = {
  id: figures.id,
  hash: figures.hash,
  width: figures.width,
  height: figures.height,
  mediaType: figures.mediaType,
};

/** The figure already stored from these exact bytes, if any. */
export async function findFigure(db: Pick<Database, 'select'>, hash: string): Promise<StoredFigure | undefined> {
  const [row] = await db.select(storedColumns).from(figures).where(eq(figures.hash, hash));
  return row;
}

/**
 * Writes a prepared figure and its variants together (a savepoint inside the caller's
 * transaction). The same bytes stored at the same moment by another import make one row: the
 * second insert does nothing and reads the first's.
 */
export async function saveFigure(db: FigureStore, prepared: PreparedFigure, options: StoreFigureOptions = {}): Promise<StoredFigure> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(figures)
      .values({
        hash: prepared.hash,
        mediaType: prepared.mediaType,
        width: prepared.width,
        height: prepared.height,
        bytes: prepared.bytes,
        createdBy: options.createdBy ?? null,
      })
      .onConflictDoNothing({ target: figures.hash })
      .returning(storedColumns);
    if (inserted === undefined) {
      const existing = await findFigure(tx, prepared.hash);
      // The conflicting row cannot vanish before this read: figures are never deleted while importing.
      if (existing === undefined) throw new Error(`The figure ${prepared.hash} conflicted but cannot be read.`);
      return existing;
    }
    if (prepared.variants.length > 0) {
      await tx.insert(figureVariants).values(prepared.variants.map((variant) => ({ figureId: inserted.id, ...variant })));
    }
    return inserted;
  });
}

/**
 * Stores an uploaded figure, or finds the one stored from the same bytes before (nothing is
 * decoded or written then, so an import run again changes nothing and costs little). Refusals
 * are plain sentences naming the figure: too large, not the type it says, damaged, an SVG that
 * cannot be read. The encoding takes a while for a large photo; an import holding a transaction
 * open may call prepareFigure first and saveFigure inside it.
 */
export async function storeFigure(
  db: FigureStore,
  figure: ImportedFigure,
  options: StoreFigureOptions = {},
): Promise<StoreFigureResult> {
  // The same answer for the same upload, stored before or not: only the decoding is skipped.
  const checked = checkUpload(figure);
  if (!checked.ok) return checked;
  const existing = await findFigure(db, figureHash(figure.data));
  if (existing !== undefined) return { ok: true, figure: existing };
  const prepared = await prepareFigure(figure);
  if (!prepared.ok) return prepared;
  return { ok: true, figure: await saveFigure(db, prepared, options) };
}
