import type { StudioQuestionContent, StudioVersion } from '@pariksha/contract/studio-questions';
import type { QuestionRow } from '../../db/attempts-schema.js';
import type { ImportedItem, ItemWords } from '../../question-content/item.js';

// A version as the studio shows and edits it, and the editor's content as the importer stores it:
// the studio's saves go through the same storeItems as a file, so both follow one set of rules.

/** A version row with what the studio names it by: its topic's slug and its passage's key. */
export type VersionWithNames = { question: QuestionRow; topicSlug: string; passageKey: string | null };

export function contentOf({ question, topicSlug, passageKey }: VersionWithNames): StudioQuestionContent {
  const words = (lang: 'en' | 'hi') => {
    const found = question.translations[lang];
    return found === undefined ? undefined : { text: found.text, ...(found.options === undefined ? {} : { options: found.options }), explanation: found.explanation };
  };
  const en = words('en');
  const hi = words('hi');
  return {
    type: question.type as StudioQuestionContent['type'],
    subject: question.subject,
    topic: topicSlug,
    subtopic: question.subtopic,
    difficulty: question.difficulty as StudioQuestionContent['difficulty'],
    exams: question.examSlugs,
    source: question.source,
    author_note: question.authorNote,
    passage: passageKey,
    answer: question.answer,
    tolerance: question.tolerance,
    translations: { ...(en === undefined ? {} : { en }), ...(hi === undefined ? {} : { hi }) },
    figures: question.figures,
  };
}

export function versionView(version: VersionWithNames): StudioVersion {
  const { question } = version;
  return {
    version_id: question.id,
    version: question.version,
    state: question.state,
    content: contentOf(version),
    review_note: question.reviewNote,
    updated_at: question.updatedAt.toISOString(),
    published_at: question.publishedAt?.toISOString() ?? null,
  };
}

/** The editor's content as one imported item (its figures are stored already: their hashes travel beside it). */
export function itemOf(key: string, content: StudioQuestionContent): ImportedItem {
  const words = (given: StudioQuestionContent['translations']['en']): ItemWords | undefined =>
    given === undefined ? undefined : { text: given.text, ...(given.options === undefined ? {} : { options: given.options }), explanation: given.explanation };
  const en = words(content.translations.en);
  const hi = words(content.translations.hi);
  return {
    key,
    type: content.type,
    answer: Array.isArray(content.answer) ? [...content.answer].sort((a, b) => a - b) : content.answer,
    tolerance: content.type === 'numeric' ? content.tolerance : 0,
    subject: content.subject,
    topic: { slug: content.topic },
    ...(content.subtopic === null ? {} : { subtopic: content.subtopic }),
    difficulty: content.difficulty,
    exams: content.exams,
    ...(content.source === null ? {} : { source: content.source }),
    ...(content.author_note === null ? {} : { authorNote: content.author_note }),
    ...(content.passage === null ? {} : { passage: content.passage }),
    translations: { ...(en === undefined ? {} : { en }), ...(hi === undefined ? {} : { hi }) },
    figures: [],
    at: { file: 'studio', line: 1 },
  };
}
