import { createHash } from 'node:crypto';
import type { ImportedItem, ImportedPassage, ItemWords } from '../../question-content/item.js';
import type { QuestionBank, QuestionWords } from './types.js';

// The TypeScript banks in the shape every import format is read into, from which bank-files.ts
// writes the content files the server seeds from. A direction that questions share becomes one
// passage, keyed by a hash of its plain words: the key databases seeded from the banks know it by.

const place = { file: 'seed/questions', line: 0 };

function itemWords(words: QuestionWords): ItemWords {
  return { text: words.text, ...(words.options === undefined ? {} : { options: [...words.options] }), explanation: words.explanation };
}

export function bankAsContent(bank: QuestionBank): { items: ImportedItem[]; passages: ImportedPassage[] } {
  const topicNames = new Map(bank.topics.map((topic) => [topic.slug, { en: topic.translations.en.name, hi: topic.translations.hi.name }]));
  const passages = new Map<string, ImportedPassage>();
  const items = bank.questions.map((question): ImportedItem => {
    const { en, hi } = question.translations;
    let passage: string | undefined;
    if (en.direction !== undefined || hi.direction !== undefined) {
      const translations = {
        ...(en.direction === undefined ? {} : { en: { text: en.direction } }),
        ...(hi.direction === undefined ? {} : { hi: { text: hi.direction } }),
      };
      passage = `direction-${createHash('sha256').update(JSON.stringify(translations)).digest('hex').slice(0, 16)}`;
      if (!passages.has(passage)) passages.set(passage, { key: passage, translations, figures: [], at: place });
    }
    return {
      key: question.key,
      type: question.type,
      answer: question.answer,
      tolerance: question.type === 'numeric' ? question.tolerance : 0,
      subject: question.subject,
      topic: { slug: question.topic, names: topicNames.get(question.topic) ?? {} },
      difficulty: question.difficulty,
      exams: [],
      ...(passage === undefined ? {} : { passage }),
      translations: { en: itemWords(en), hi: itemWords(hi) },
      figures: [],
      at: place,
    };
  });
  return { items, passages: [...passages.values()] };
}
