import { basename } from 'node:path';
import type { Database } from '../../db/open.js';
import type { StaffMember } from '../../http/staff-auth.js';
import { figureSources, storeFigure, type FigureRecord } from '../../question-content/figures/index.js';
import { parseContentFile } from '../../question-content/formats/index.js';
import type { ImportReport } from '../../question-content/import.js';
import { importParsedContent } from '../../question-content/import-files.js';
import type { ImportedFigure } from '../../question-content/item.js';
import { recordAudit } from '../staff/index.js';
import { actorOf } from './editing.js';

// The studio's uploads: a figure from the editor, and a file of questions to import.

const mediaTypes: Record<string, ImportedFigure['mediaType']> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' };

export type UploadedFigure = { name: string; hash: string; width: number; height: number; media_type: string; src: string };

export async function uploadFigure(db: Database, staff: StaffMember, name: string, data: Buffer): Promise<{ ok: true; figure: UploadedFigure } | { ok: false; message: string }> {
  // Only the file's own name, so a figure is written as `figure:triangle.svg` whatever its path was.
  const fileName = basename(name.replaceAll('\\', '/'));
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const mediaType = mediaTypes[extension];
  if (mediaType === undefined) return { ok: false, message: `${fileName} is not a PNG, JPEG or SVG file.` };
  // storeFigure checks the upload (size, real type) before anything else.
  const stored = await storeFigure(db, { name: fileName, mediaType, data: new Uint8Array(data) }, { createdBy: staff.userId });
  if (!stored.ok) return stored;
  const { hash, width, height } = stored.figure;
  const record: FigureRecord = { ...stored.figure, variants: [] };
  await recordAudit(db, { actor: actorOf(staff), action: 'figure.upload', subject: { type: 'figure', id: hash }, after: { name: fileName, width, height } });
  return { ok: true, figure: { name: fileName, hash, width, height, media_type: stored.figure.mediaType, src: figureSources(record).src } };
}

export async function importUpload(
  db: Database,
  staff: StaffMember,
  file: { name: string; data: Buffer },
  options: { dryRun: boolean; skipInvalid: boolean; publish: boolean },
): Promise<ImportReport> {
  const name = basename(file.name.replaceAll('\\', '/'));
  const parsed = await parseContentFile({ name, data: new Uint8Array(file.data) });
  return importParsedContent(db, [parsed], {
    ...options,
    createdBy: staff.userId,
    onImported: (tx, report) =>
      recordAudit(tx, {
        actor: actorOf(staff),
        action: options.publish ? 'question.import_publish' : 'question.import',
        subject: { type: 'import', id: name },
        after: { created: report.created, updated: report.updated, unchanged: report.unchanged, invalid: report.invalid },
      }),
  });
}
