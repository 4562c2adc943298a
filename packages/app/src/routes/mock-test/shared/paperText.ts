import type { Language } from '@pariksha/machines';
import type { AttemptSection } from '@pariksha/contract/responses';

// A paper's words in the question language the learner chose: that translation, else English,
// else the first one (the spec's translated-text rule).

export function sectionName(section: Pick<AttemptSection, 'name' | 'translations'>, language: Language): string {
  return (
    section.translations.find((item) => item.language_code === language)?.name ??
    section.translations.find((item) => item.language_code === 'en')?.name ??
    section.name
  );
}

export function questionText<Translation extends { language_code: string }>(
  question: { translations: readonly Translation[] },
  language: Language,
): Translation | undefined {
  return (
    question.translations.find((item) => item.language_code === language) ??
    question.translations.find((item) => item.language_code === 'en') ??
    question.translations[0]
  );
}

/** "1 h 30 min", "45 min": a test's length. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
