import type { SeedLanguage } from './types.js';

/** The display languages; English is the default (the spec's `lang=en`). */
export const languages: readonly SeedLanguage[] = [
  { language: 'English', shortName: 'en' },
  { language: 'हिन्दी', shortName: 'hi' },
];
