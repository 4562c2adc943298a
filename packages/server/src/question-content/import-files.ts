import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { zipSync } from 'fflate';
import type { Database } from '../db/open.js';
import { renderContent } from './content-renderer.js';
import { figureKeeper, prepareFigures } from './figure-keeper.js';
import { parseContentFile } from './formats/index.js';
import { importParsed, type ImportOptions, type ImportReport } from './import.js';
import type { ParsedFile } from './item.js';

// `pnpm content import <file|folder>` and the studio's upload: files read, parsed, their figures
// prepared before the transaction opens, then one import that draws every text to MathML.

/** The files an import reads in a folder, at any depth; other files there are figures or notes. */
export const contentExtensions = ['csv', 'xlsx', 'gift', 'txt', 'xml', 'zip'] as const;
const isContentFile = (name: string): boolean => (contentExtensions as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

/** A QTI content package unpacked: a folder with an imsmanifest.xml, read as one package. */
const manifest = 'imsmanifest.xml';

/** Files to read, sorted so an import's order (and so its ids) is the same every time; package folders as themselves. */
function contentFiles(path: string): { path: string; isPackage: boolean }[] {
  if (!statSync(path).isDirectory()) return [{ path, isPackage: false }];
  const entries = readdirSync(path, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const packages = entries.filter((entry) => entry.name === manifest).map((entry) => entry.parentPath);
  const inPackage = (file: string) => packages.some((folder) => file === folder || file.startsWith(folder + sep));
  const files = entries
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => isContentFile(file) && !inPackage(file))
    .map((file) => ({ path: file, isPackage: false }));
  return [...files, ...packages.map((folder) => ({ path: folder, isPackage: true }))].sort((a, b) => a.path.localeCompare(b.path));
}

/** An unpacked package zipped again in memory, as the QTI reader takes packages. */
function zippedFolder(folder: string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')] = readFileSync(join(entry.parentPath, entry.name));
  }
  return zipSync(files);
}

/** Reads a figure beside a file, never outside the import's root (`../../etc/passwd` reads nothing). */
function siblingReader(root: string, file: string) {
  return (relativePath: string): Uint8Array | undefined => {
    const target = resolve(dirname(file), relativePath);
    if (target !== root && !target.startsWith(root + sep)) return undefined;
    try {
      return readFileSync(target);
    } catch {
      return undefined;
    }
  };
}

/** Parses each file under the paths; names in the report are relative to `base` (the working folder). */
export async function readContentFiles(paths: readonly string[], base = process.cwd()): Promise<ParsedFile[]> {
  const parsed: ParsedFile[] = [];
  for (const given of paths) {
    const root = resolve(base, given);
    if (!existsSync(root)) {
      parsed.push({ items: [], passages: [], problems: [{ file: given, line: 1, message: `There is no file or folder called ${given}.` }], invalidCount: 0 });
      continue;
    }
    const rootFolder = statSync(root).isDirectory() ? root : dirname(root);
    for (const file of contentFiles(root)) {
      const name = relative(base, file.path) || file.path;
      parsed.push(
        file.isPackage
          ? await parseContentFile({ name: `${name}.zip`, data: zippedFolder(file.path) })
          : await parseContentFile({ name, data: readFileSync(file.path), readSibling: siblingReader(rootFolder, file.path) }),
      );
    }
  }
  return parsed;
}

/** The parsed files imported with their figures stored and their texts drawn on the server. */
export async function importParsedContent(db: Database, parsed: readonly ParsedFile[], options: Omit<ImportOptions, 'render' | 'keepFigure'> & { createdBy?: number } = {}): Promise<ImportReport> {
  const figures = parsed.flatMap((file) => [...file.items.flatMap((item) => item.figures), ...file.passages.flatMap((passage) => passage.figures)]);
  const prepared = await prepareFigures(figures);
  const { createdBy, ...rest } = options;
  return importParsed(db, parsed, { ...rest, render: renderContent, keepFigure: figureKeeper(prepared, createdBy) });
}
