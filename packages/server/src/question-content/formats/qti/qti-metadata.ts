import { difficulties, type ImportedItem } from '../../item.js';
import { descendants, type MarkupElement, textContent } from '../markup/markup-node.js';
import { slugify } from '../slug.js';

/** What a package's manifest says of an item: Pariksha writes it as LOM keywords `name:value`. */
export type QtiMetadata = Pick<ImportedItem, 'subject' | 'topic' | 'difficulty' | 'exams'> & Partial<Pick<ImportedItem, 'subtopic' | 'source'>>;

export const metadataKeywords = ['subject', 'topic', 'topic-en', 'topic-hi', 'subtopic', 'difficulty', 'exam', 'source'] as const;

/** The keywords of a manifest resource (`<keyword><string>subject:physics</string></keyword>`), read into an item's metadata. */
export function readQtiMetadata(resource: MarkupElement | undefined): QtiMetadata | { message: string } {
  const pairs = (resource ? descendants(resource, 'keyword') : []).map((keyword) => textContent(keyword).trim()).map((text) => [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1).trim()] as const);
  const all = (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value);
  const one = (name: string) => all(name)[0];
  const subject = slugify(one('subject') ?? '');
  const topic = slugify(one('topic') ?? '');
  if (subject === '' || topic === '') {
    return { message: 'The package does not say the item\'s subject and topic: add the keywords "subject:…" and "topic:…" to its resource in imsmanifest.xml (as Pariksha\'s export does).' };
  }
  const names: NonNullable<ImportedItem['topic']['names']> = {};
  const english = one('topic-en');
  const hindi = one('topic-hi');
  if (english) names.en = english;
  if (hindi) names.hi = hindi;
  const metadata: QtiMetadata = {
    subject,
    topic: Object.keys(names).length > 0 ? { slug: topic, names } : { slug: topic },
    difficulty: difficulties.find((difficulty) => difficulty === one('difficulty')) ?? 'medium',
    exams: all('exam').map(slugify).filter((exam) => exam !== ''),
  };
  const subtopic = one('subtopic');
  const source = one('source');
  if (subtopic) metadata.subtopic = slugify(subtopic);
  if (source) metadata.source = source;
  return metadata;
}
