import type { ContentLanguage } from '../item.js';

/** A language as a teacher's message names it. */
export const languageNames: Record<ContentLanguage, string> = { en: 'English', hi: 'Hindi' };
