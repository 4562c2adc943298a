import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentFile } from '../../src/question-content/formats/parse-content-file.js';

export const fixtureDir = join(dirname(fileURLToPath(import.meta.url)), '../../test-fixtures/question-formats');

/** A fixture as the import hands it over: its name, bytes, and the files beside it. */
export function fixtureFile(name: string): ContentFile {
  return {
    name,
    data: new Uint8Array(readFileSync(join(fixtureDir, name))),
    readSibling: (relativePath) => {
      const path = join(fixtureDir, dirname(name), relativePath);
      return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined;
    },
  };
}

/** Bytes of a text file made in a test. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
