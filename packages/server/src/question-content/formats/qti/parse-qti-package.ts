import { unzipSync } from 'fflate';
import type { ContentLanguage, ImportedPassage, ParsedFile } from '../../item.js';
import { figureMediaType, unsupportedFigureMessage } from '../figure-media.js';
import { checkImportedItem, checkImportedPassage } from '../item-checks.js';
import { descendants, firstChild, type MarkupElement } from '../markup/markup-node.js';
import { markupToMarkdown } from '../markup/markup-to-markdown.js';
import { readXml } from '../markup/read-xml.js';
import type { ReadSibling } from '../sibling-figures.js';
import { mergeQtiVariants } from './merge-qti-variants.js';
import { type QtiImageReader, type QtiVariant, readQtiItem } from './qti-item.js';
import { type QtiMetadata, readQtiMetadata } from './qti-metadata.js';
import { resolvePackagePath } from './package-paths.js';

const emptyFile = (): ParsedFile => ({ items: [], passages: [], problems: [], invalidCount: 0 });

/** Reads pictures by path with `read`, checking they are pictures Pariksha holds. */
function imageReader(read: (src: string) => Uint8Array | undefined, where: string): QtiImageReader {
  return (src) => {
    const mediaType = figureMediaType(src);
    if (!mediaType) return unsupportedFigureMessage(src);
    const data = read(src);
    return data ? { name: src, mediaType, data } : `The picture "${src}" is not in ${where}.`;
  };
}

/** One QTI 3.0 item on its own (an .xml file); its pictures are files beside it. */
export function parseQtiItemFile(fileName: string, root: MarkupElement, readSibling: ReadSibling | undefined): ParsedFile {
  const parsed = emptyFile();
  const variant = readQtiItem(root, imageReader((src) => readSibling?.(src), `the folder of ${fileName}`));
  // An item's subject and topic live in a package's manifest, which a lone item file does not have.
  const messages = 'messages' in variant ? variant.messages : ['A single QTI item file cannot say its subject and topic: import it inside a content package (.zip) whose imsmanifest.xml gives them as keywords "subject:…" and "topic:…".'];
  parsed.invalidCount = 1;
  parsed.problems.push(...messages.map((message) => ({ file: fileName, line: root.line, message })));
  return parsed;
}

function readStimulus(root: MarkupElement, readImage: QtiImageReader): { key: string; language: ContentLanguage; text: string; figures: ImportedPassage['figures']; messages: string[] } {
  const messages: string[] = [];
  const figures: ImportedPassage['figures'] = [];
  const body = firstChild(root, 'qti-stimulus-body') ?? root;
  const text = markupToMarkdown(body, (image) => {
    const figure = readImage(image.attributes.src ?? '');
    if (typeof figure === 'string') {
      messages.push(figure);
      return '';
    }
    if (!figures.some((known) => known.name === figure.name)) figures.push(figure);
    return `![${(image.attributes.alt ?? '').trim()}](figure:${figure.name})`;
  });
  const language = (root.attributes['xml:lang'] ?? 'en').startsWith('hi') ? 'hi' : 'en';
  return { key: root.attributes.identifier ?? '', language, text, figures, messages };
}

/**
 * A QTI 3.0 content package (.zip with imsmanifest.xml): its items (choice and numeric text-entry)
 * and shared stimuli (passages). Items that share an identifier in English and Hindi become one
 * item with both languages.
 */
export function parseQtiPackage(fileName: string, data: Uint8Array): ParsedFile {
  const parsed = emptyFile();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data);
  } catch {
    parsed.problems.push({ file: fileName, line: 1, message: 'The file cannot be opened as a zip archive: export the QTI package again.' });
    return parsed;
  }
  const manifestBytes = files['imsmanifest.xml'];
  const manifest = manifestBytes ? readXml(new TextDecoder().decode(manifestBytes)) : undefined;
  if (!manifest || 'message' in manifest) {
    parsed.problems.push({ file: `${fileName}/imsmanifest.xml`, line: manifest && 'line' in manifest ? manifest.line : 1, message: 'The package has no readable imsmanifest.xml, so it is not a QTI content package.' });
    return parsed;
  }
  const variants = new Map<string, { variants: QtiVariant[]; metadata: QtiMetadata | { message: string }; file: string }>();
  const stimuli = new Map<string, ImportedPassage>();
  for (const resource of descendants(manifest.root, 'resource')) {
    const type = resource.attributes.type ?? '';
    const href = resource.attributes.href ?? '';
    const isItem = type.startsWith('imsqti_item');
    if (!isItem && !type.startsWith('imsqti_stimulus')) continue;
    const where = `${fileName}/${href}`;
    const bytes = files[href];
    const document = bytes ? readXml(new TextDecoder().decode(bytes)) : { line: 1, message: 'it is not in the package' };
    if ('message' in document) {
      parsed.problems.push({ file: where, line: document.line, message: `The item file cannot be read (${document.message}).` });
      if (isItem) parsed.invalidCount += 1;
      continue;
    }
    const readImage = imageReader((src) => files[resolvePackagePath(href, src)], 'the package');
    if (!isItem) {
      const stimulus = readStimulus(document.root, readImage);
      const passage = stimuli.get(stimulus.key) ?? { key: stimulus.key, translations: {}, figures: [], at: { file: where, line: document.root.line } };
      passage.translations[stimulus.language] = { text: stimulus.text };
      for (const figure of stimulus.figures) if (!passage.figures.some((known) => known.name === figure.name)) passage.figures.push(figure);
      parsed.problems.push(...stimulus.messages.map((message) => ({ file: where, line: document.root.line, message })));
      stimuli.set(stimulus.key, passage);
      continue;
    }
    const variant = readQtiItem(document.root, readImage);
    if ('messages' in variant) {
      parsed.invalidCount += 1;
      parsed.problems.push(...variant.messages.map((message) => ({ file: where, line: document.root.line, message })));
      continue;
    }
    const group = variants.get(variant.key) ?? { variants: [], metadata: readQtiMetadata(resource), file: where };
    group.variants.push(variant);
    variants.set(variant.key, group);
  }
  for (const group of variants.values()) {
    const merged = 'message' in group.metadata ? { messages: [group.metadata.message] } : mergeQtiVariants(group.variants, group.metadata, group.file);
    const messages = 'messages' in merged ? merged.messages : checkImportedItem(merged);
    if (messages.length === 0 && !('messages' in merged)) parsed.items.push(merged);
    else {
      parsed.invalidCount += 1;
      parsed.problems.push(...messages.map((message) => ({ file: group.file, line: group.variants[0]?.line ?? 1, message })));
    }
  }
  for (const passage of stimuli.values()) {
    const messages = checkImportedPassage(passage);
    if (messages.length === 0) parsed.passages.push(passage);
    else {
      parsed.invalidCount += 1;
      parsed.problems.push(...messages.map((message) => ({ ...passage.at, message })));
    }
  }
  return parsed;
}
