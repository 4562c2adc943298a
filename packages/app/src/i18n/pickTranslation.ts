/** One entry of a provider item's `translations` list; the language may be named either way. */
export interface TranslationEntry {
  language_code?: string | null;
  language?: string | null;
  [field: string]: unknown;
}

function languageOf(entry: TranslationEntry): string | undefined {
  const code = entry.language_code ?? entry.language;
  return typeof code === 'string' ? code.toLowerCase() : undefined;
}

function textOf(entry: TranslationEntry | undefined, field: string): string | undefined {
  const value = entry?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The spec's translated-text rule, read with the selected language in English's place: the
 * selected language's text, else English, else the first translation, else the item's plain
 * field. A Hindi reader never gets English where Hindi exists.
 */
export function pickTranslation(
  item: { translations?: readonly TranslationEntry[] | null; [field: string]: unknown },
  field: string,
  language: string,
): string {
  const translations = Array.isArray(item.translations) ? item.translations : [];
  const wanted = language.toLowerCase();
  const candidates = [
    translations.find((entry) => languageOf(entry) === wanted),
    translations.find((entry) => languageOf(entry) === 'en'),
    translations[0],
  ];
  for (const entry of candidates) {
    const text = textOf(entry, field);
    if (text !== undefined) return text;
  }
  const plain = item[field];
  return typeof plain === 'string' ? plain : '';
}
