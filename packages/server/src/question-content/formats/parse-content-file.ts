import type { ParsedFile } from '../item.js';
import { parseGift } from './gift/parse-gift.js';
import { parseXmlFile } from './parse-xml-file.js';
import { parseQtiPackage } from './qti/parse-qti-package.js';
import type { ReadSibling } from './sibling-figures.js';
import { parseTemplateCsv, parseTemplateXlsx } from './template/parse-template.js';

/** One file of an import: its name relative to the import's root, its bytes, and a way to read files beside it. */
export interface ContentFile {
  name: string;
  data: Uint8Array;
  /** A file next to this one, by a path relative to it (figures named by CSV, XLSX and GIFT). */
  readSibling?: ReadSibling;
}

const extensionOf = (name: string): string => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Any supported file read into questions, passages and problems, the format chosen by its
 * extension. Never throws for what a file holds: whatever is wrong is a problem with a line.
 */
export async function parseContentFile(file: ContentFile): Promise<ParsedFile> {
  try {
    return await parseByExtension(file);
  } catch (error) {
    // A reader's own fault must not stop an import of many files: it is this file's problem.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      items: [],
      passages: [],
      problems: [{ file: file.name, line: 1, message: `The file could not be read (${reason}). Please send it to the Pariksha team so we can fix the reader.` }],
      invalidCount: 0,
    };
  }
}

async function parseByExtension(file: ContentFile): Promise<ParsedFile> {
  switch (extensionOf(file.name)) {
    case 'csv':
      return parseTemplateCsv(file.name, file.data, file.readSibling);
    case 'xlsx':
      return parseTemplateXlsx(file.name, file.data, file.readSibling);
    case 'gift':
    case 'txt':
      return parseGift(file.name, file.data, file.readSibling);
    case 'xml':
      return parseXmlFile(file.name, file.data, file.readSibling);
    case 'zip':
      return parseQtiPackage(file.name, file.data);
    default:
      return {
        items: [],
        passages: [],
        problems: [
          {
            file: file.name,
            line: 1,
            message: 'Pariksha cannot import this kind of file: use a CSV or XLSX template, GIFT (.gift or .txt), Moodle XML (.xml) or a QTI 3.0 package (.zip).',
          },
        ],
        invalidCount: 0,
      };
  }
}
