import type { QuestionPreview, StudioQuestionContent } from '@pariksha/contract/studio-questions';
import type { Database } from '../../db/open.js';
import { renderContent } from '../../question-content/content-renderer.js';

/** The editor's words drawn as learners will see them, per language, with what could not be drawn. */
export async function previewQuestion(db: Database, content: StudioQuestionContent): Promise<QuestionPreview> {
  const draw = await renderContent(db, content.figures);
  const problems: string[] = [];
  const translations: QuestionPreview['translations'] = {};
  for (const lang of ['en', 'hi'] as const) {
    const words = content.translations[lang];
    if (words === undefined) continue;
    const drawn = (source: string, inline: boolean) => {
      const result = draw(source, { lang, inline });
      for (const problem of result.problems) problems.push(`${lang === 'en' ? 'English' : 'Hindi'}: ${problem}`);
      return result.html;
    };
    translations[lang] = {
      text: drawn(words.text, false),
      ...(words.options === undefined ? {} : { options: words.options.map((option) => drawn(option, true)) }),
      explanation: drawn(words.explanation, false),
    };
  }
  return { translations, problems };
}
