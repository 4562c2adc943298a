import { resultEn } from './result.en';
import { addAreaMessages, addMessages } from './translate';

// Imported for its effect by the result, its solutions and My attempts' progress: their strings are
// registered before they render. Their Hindi is fetched by Hindi readers only, with these pages
// (not in the Hindi catalogue every page loads): this module waits for it before the pages render.
addMessages('en', resultEn);
await addAreaMessages('hi', async () => (await import('./result.hi')).resultHi);
