import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { figures, figureVariants } from '../../db/figures-schema.js';
import type { Database } from '../../db/open.js';
import { figureContentTypes, isFigureHash, parseFigureFileName } from './figure-files.js';

/** One file as it is sent. */
export type ServedFigureFile = { bytes: Buffer; contentType: string; etag: string; isSvg: boolean };

/** Recent files in memory: a test's figures are asked by every candidate in the same minute. */
const cacheBytes = 64 * 1024 * 1024;

async function readFile(db: Pick<Database, 'select'>, hash: string, name: string): Promise<ServedFigureFile | undefined> {
  const file = parseFigureFileName(name);
  if (file === null) return undefined;
  let bytes: Buffer | undefined;
  if (file.kind === 'svg') {
    const [row] = await db
      .select({ bytes: figures.bytes })
      .from(figures)
      .where(and(eq(figures.hash, hash), eq(figures.mediaType, 'image/svg+xml')));
    bytes = row?.bytes;
  } else {
    const [row] = await db
      .select({ bytes: figureVariants.bytes })
      .from(figureVariants)
      .innerJoin(figures, eq(figures.id, figureVariants.figureId))
      .where(and(eq(figures.hash, hash), eq(figureVariants.width, file.width), eq(figureVariants.format, file.format)));
    bytes = row?.bytes;
  }
  if (bytes === undefined) return undefined;
  const format = file.kind === 'svg' ? 'svg' : file.format;
  // Weak: @fastify/compress may send an SVG's bytes compressed under the same validator.
  const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { bytes, contentType: figureContentTypes[format], etag, isSvg: file.kind === 'svg' };
}

/**
 * The figure files the media route sends, read from the database and kept in memory (64 MB of
 * the most recently asked; a file never changes at its address). Unknown names and hashes are
 * answered from their shape alone, without a query.
 */
export function createServedFigureFiles(db: Pick<Database, 'select'>) {
  const files = new LRUCache<string, ServedFigureFile, { hash: string; name: string }>({
    maxSize: cacheBytes,
    sizeCalculation: (file) => file.bytes.length + 1,
    // Concurrent first asks for one file share one query; an unknown file is not kept.
    fetchMethod: (_key, _stale, { context }) => readFile(db, context.hash, context.name),
  });
  return {
    async read(hash: string, name: string): Promise<ServedFigureFile | undefined> {
      if (!isFigureHash(hash) || parseFigureFileName(name) === null) return undefined;
      return files.fetch(`${hash}/${name}`, { context: { hash, name } });
    },
  };
}

export type ServedFigureFiles = ReturnType<typeof createServedFigureFiles>;
