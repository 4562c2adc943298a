import { inArray } from 'drizzle-orm';
import { figures, figureVariants } from '../../db/figures-schema.js';
import type { Database } from '../../db/open.js';
import type { FigureResolver, FigureSources } from '../figure-sources.js';
import { figureSources, type FigureRecord } from './sources.js';

/** A text's figure names and the figures they stand for: ('triangle.png', its figures.id). */
export type NamedFigure = { name: string; figureId: number };

/** The records of these figures by id, with their variants, in two reads and no bytes. */
export async function loadFigureRecords(
  db: Pick<Database, 'select'>,
  ids: readonly number[],
): Promise<Map<number, FigureRecord>> {
  const records = new Map<number, FigureRecord & { variants: FigureRecord['variants'][number][] }>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return records;
  const rows = await db
    .select({ id: figures.id, hash: figures.hash, mediaType: figures.mediaType, width: figures.width, height: figures.height })
    .from(figures)
    .where(inArray(figures.id, unique));
  for (const { id, ...row } of rows) records.set(id, { ...row, variants: [] });
  const variants = await db
    .select({ figureId: figureVariants.figureId, width: figureVariants.width, format: figureVariants.format })
    .from(figureVariants)
    .where(inArray(figureVariants.figureId, unique));
  for (const { figureId, ...variant } of variants) records.get(figureId)?.variants.push(variant);
  return records;
}

/** A resolver over figures already loaded: each name's sources are worked out once. */
export function createFigureResolver(named: Iterable<readonly [name: string, figure: FigureRecord]>): FigureResolver {
  const sources = new Map<string, FigureSources>();
  for (const [name, figure] of named) sources.set(name, figureSources(figure));
  return (name) => sources.get(name);
}

/** The resolver for one item's (or passage's) figures, read from the database. */
export async function loadFigureResolver(db: Pick<Database, 'select'>, named: readonly NamedFigure[]): Promise<FigureResolver> {
  const records = await loadFigureRecords(
    db,
    named.map((figure) => figure.figureId),
  );
  return createFigureResolver(
    named.flatMap(({ name, figureId }) => {
      const record = records.get(figureId);
      return record === undefined ? [] : [[name, record] as const];
    }),
  );
}
