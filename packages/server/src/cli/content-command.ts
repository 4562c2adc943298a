import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { StaffRole } from '@pariksha/contract/staff';
import type { ImportReport } from '../question-content/import.js';
import { importParsedContent, readContentFiles } from '../question-content/import-files.js';
import { exportSelection, type ExportFormat } from '../question-content/export-selection.js';
import { listStaff, recordAudit } from '../services/staff/index.js';
import { type CommandOutput, openConfiguredDatabase } from './configured-database.js';

// `pnpm content import|export`: questions in and out of the database the server is configured
// with, as the studio's upload and export do. Imported questions are drafts unless a reviewer's
// or admin's command publishes them (`--publish --as their@e-mail`).

const usage = [
  'Usage:',
  '  pnpm content import <file|folder>… [--dry-run] [--skip-invalid] [--json] [--publish --as reviewer@example.in]',
  '  pnpm content export --format qti|moodle --out FILE [--state published] [--topic T] [--exam E] [--key K]…',
  'Formats read: the CSV/XLSX template (docs/question-template.md), GIFT, Moodle XML and QTI 3.0 (docs/question-formats.md).',
  'Nothing from a file with an error is imported unless --skip-invalid. Importing the same files again changes nothing.',
  'It uses the database the server is configured with: DATA_DIR (default ./.data) or DATABASE_URL.',
].join('\n');

const publishers: readonly StaffRole[] = ['reviewer', 'admin'];

function printReport(report: ImportReport, json: boolean, dryRun: boolean, output: CommandOutput): void {
  if (json) {
    const { imported: _imported, ...printed } = report;
    output.out(JSON.stringify(printed));
    return;
  }
  for (const error of report.errors) output.err(`${error.file}:${error.line}: ${error.message}`);
  const counts = `${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged`;
  if (dryRun) output.out(`Dry run: ${report.valid} questions could be imported (${counts}); ${report.invalid} have problems. Nothing was changed.`);
  else if (report.imported) output.out(`Imported ${report.valid} questions: ${counts}.${report.invalid > 0 ? ` ${report.invalid} with problems were skipped.` : ''}`);
  else output.out(`Nothing was imported: ${report.invalid} questions have problems. Fix them, or add --skip-invalid to import the ${report.valid} that are fine.`);
}

export async function runContentCommand(argv: readonly string[], env: NodeJS.ProcessEnv, output: CommandOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean' },
        'skip-invalid': { type: 'boolean' },
        json: { type: 'boolean' },
        publish: { type: 'boolean' },
        as: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        state: { type: 'string' },
        topic: { type: 'string' },
        exam: { type: 'string' },
        key: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    output.err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [command, ...paths] = parsed.positionals;
  const options = parsed.values;
  if (options.help === true) {
    output.out(usage);
    return 0;
  }
  if (command !== 'import' && command !== 'export') {
    output.err(`${command === undefined ? 'Say import or export.' : `Unknown command "${command}".`}\n${usage}`);
    return 2;
  }
  if (command === 'import' && paths.length === 0) {
    output.err(`Name the file or folder to import.\n${usage}`);
    return 2;
  }
  if (command === 'import' && options.publish === true && options.as === undefined) {
    output.err('Publishing needs a reviewer or admin: add --as their@e-mail (their account must be staff with that role).');
    return 2;
  }
  const format = options.format;
  if (command === 'export' && (format !== 'qti' && format !== 'moodle' || options.out === undefined)) {
    output.err(`Give the format and the file to write: --format qti --out questions.zip, or --format moodle --out questions.xml\n${usage}`);
    return 2;
  }

  const opened = await openConfiguredDatabase(env, output);
  if (typeof opened === 'number') return opened;
  const { database } = opened;
  try {
    if (command === 'export') {
      const file = await exportSelection(database.db, {
        format: format as ExportFormat,
        keys: options.key ?? [],
        ...(options.state === undefined ? {} : { state: options.state }),
        ...(options.topic === undefined ? {} : { topic: options.topic }),
        ...(options.exam === undefined ? {} : { exam: options.exam }),
      });
      writeFileSync(options.out ?? '', file.data);
      output.out(`Wrote ${file.count} questions to ${options.out ?? ''}.`);
      return 0;
    }

    let publisher: { userId: number; role: StaffRole } | undefined;
    if (options.publish === true) {
      const email = options.as?.trim().toLowerCase();
      const member = (await listStaff(database.db)).find((staff) => staff.email.toLowerCase() === email);
      if (member === undefined || !publishers.includes(member.role)) {
        output.err(`${options.as ?? ''} is not a reviewer or admin: only they may publish. Import without --publish to make drafts for review.`);
        return 1;
      }
      publisher = { userId: member.userId, role: member.role };
    }
    const files = await readContentFiles(paths);
    const dryRun = options['dry-run'] === true;
    const report = await importParsedContent(database.db, files, {
      dryRun,
      skipInvalid: options['skip-invalid'] === true,
      publish: publisher !== undefined,
      ...(publisher === undefined ? {} : { createdBy: publisher.userId }),
      onImported: (tx, done) =>
        recordAudit(tx, {
          actor: publisher === undefined ? { kind: 'cli' } : { kind: 'staff', userId: publisher.userId, role: publisher.role },
          action: publisher === undefined ? 'question.import' : 'question.import_publish',
          subject: { type: 'import', id: paths.join(', ') },
          after: { created: done.created, updated: done.updated, unchanged: done.unchanged, invalid: done.invalid },
        }),
    });
    printReport(report, options.json === true, dryRun, output);
    return report.imported || (dryRun && report.errors.length === 0) ? 0 : 1;
  } finally {
    await database.close();
  }
}
