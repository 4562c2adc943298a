import { inArray } from 'drizzle-orm';
import { figures as figureTable, figureVariants } from '../db/figures-schema.js';
import type { Database } from '../db/open.js';
import { createFigureResolver, type FigureRecord } from './figures/index.js';
import { contentLanguages, type ContentLanguage } from './item.js';
import { renderRichText } from './render/index.js';

/** Draws one text of a question or passage: its figures are already known by name. */
export type TextDrawer = (source: string, options: { lang: string; inline: boolean }) => { html: string; problems: string[] };

/** A drawer for a text whose figures are these (name → hash), read in two queries. */
export type ContentRenderer = (db: Pick<Database, 'select'>, figures: Readonly<Record<string, string>>) => Promise<TextDrawer>;

const isContentLanguage = (lang: string): lang is ContentLanguage => (contentLanguages as readonly string[]).includes(lang);

async function recordsByHash(db: Pick<Database, 'select'>, hashes: readonly string[]): Promise<Map<string, FigureRecord>> {
  const records = new Map<string, FigureRecord & { variants: FigureRecord['variants'][number][] }>();
  if (hashes.length === 0) return records;
  const rows = await db
    .select({ id: figureTable.id, hash: figureTable.hash, mediaType: figureTable.mediaType, width: figureTable.width, height: figureTable.height })
    .from(figureTable)
    .where(inArray(figureTable.hash, [...new Set(hashes)]));
  const byId = new Map<number, string>();
  for (const { id, ...row } of rows) {
    records.set(row.hash, { ...row, variants: [] });
    byId.set(id, row.hash);
  }
  if (byId.size === 0) return records;
  const variants = await db
    .select({ figureId: figureVariants.figureId, width: figureVariants.width, format: figureVariants.format })
    .from(figureVariants)
    .where(inArray(figureVariants.figureId, [...byId.keys()]));
  for (const { figureId, ...variant } of variants) records.get(byId.get(figureId) ?? '')?.variants.push(variant);
  return records;
}

/** Markdown with LaTeX to safe HTML with MathML (render/), figures drawn from what is stored. */
export const renderContent: ContentRenderer = async (db, figures) => {
  const records = await recordsByHash(db, Object.values(figures));
  const resolver = createFigureResolver(
    Object.entries(figures).flatMap(([name, hash]) => {
      const record = records.get(hash);
      return record === undefined ? [] : [[name, record] as const];
    }),
  );
  return (source, { lang, inline }) => renderRichText(source, { figures: resolver, inline, ...(isContentLanguage(lang) ? { lang } : {}) });
};
