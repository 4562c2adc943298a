/**
 * The questions that share a question's passage: the run of neighbours in its section with the
 * same drawn direction (`html`) in this language. Null when the question has no drawn passage
 * (a plain direction stays above the question, as before).
 */
export function passageGroup(
  questions: readonly { number: number; translations: readonly { language_code: string; html?: true; direction?: string }[] }[],
  index: number,
  language: string,
): { from: number; to: number; html: string } | null {
  const directionAt = (at: number): string | undefined => {
    const translations = questions[at]?.translations ?? [];
    const words = translations.find((item) => item.language_code === language) ?? translations.find((item) => item.language_code === 'en') ?? translations[0];
    return words?.html === true ? words.direction : undefined;
  };
  const html = directionAt(index);
  if (html === undefined) return null;
  let first = index;
  while (first > 0 && directionAt(first - 1) === html) first -= 1;
  let last = index;
  while (last < questions.length - 1 && directionAt(last + 1) === html) last += 1;
  return { from: questions[first]?.number ?? 0, to: questions[last]?.number ?? 0, html };
}
