/**
 * Sentences a schema writes in English, with their Hindi: one sentence by its key in a reader's
 * language, and a refusal's English (as the schema wrote it) in that language. `hi`, `hi-IN` read
 * Hindi; any other language reads English. Without zod: the app's forms use it too.
 */
export function messageCatalogue<Key extends string>(en: Readonly<Record<Key, string>>, hi: Readonly<Record<Key, string>>) {
  const catalogues: Record<string, Readonly<Record<Key, string>>> = { en, hi };
  const catalogueFor = (lang: string | null | undefined): Readonly<Record<Key, string>> => {
    const code = (lang ?? 'en').toLowerCase();
    return catalogues[code] ?? catalogues[code.split('-', 1)[0] ?? code] ?? en;
  };
  const keyByEnglish = new Map<string, Key>((Object.keys(en) as Key[]).map((key) => [en[key], key]));
  return {
    /** One sentence in `lang`. */
    message: (key: Key, lang: string | null | undefined): string => catalogueFor(lang)[key],
    /** A refusal's English sentence in `lang`; a sentence this catalogue does not hold passes through unchanged. */
    localise: (message: string, lang: string | null | undefined): string => {
      const key = keyByEnglish.get(message);
      return key === undefined ? message : catalogueFor(lang)[key];
    },
  };
}
