import type { ParsedFile } from '../item.js';
import { readXml } from './markup/read-xml.js';
import { parseMoodleQuiz } from './moodle-xml/parse-moodle-xml.js';
import { parseQtiItemFile } from './qti/parse-qti-package.js';
import type { ReadSibling } from './sibling-figures.js';

const oneProblem = (file: string, line: number, message: string): ParsedFile => ({ items: [], passages: [], problems: [{ file, line, message }], invalidCount: 0 });

/** An .xml file: a Moodle export (`<quiz>`) or one QTI 3.0 item (`<qti-assessment-item>`), told apart by its root. */
export function parseXmlFile(fileName: string, data: Uint8Array, readSibling: ReadSibling | undefined): ParsedFile {
  const document = readXml(new TextDecoder().decode(data));
  if ('message' in document) return oneProblem(fileName, document.line, `The file is not well-formed XML at line ${document.line} (${document.message}): export it again.`);
  const { root } = document;
  if (root.local === 'quiz') return parseMoodleQuiz(fileName, root);
  if (root.local === 'qti-assessment-item') return parseQtiItemFile(fileName, root, readSibling);
  return oneProblem(fileName, root.line, `This XML file is neither a Moodle question export (<quiz>) nor a QTI 3.0 item (<qti-assessment-item>): its root is <${root.name}>.`);
}
