import { resultEn } from './result.en';
import { addMessages } from './translate';

// Imported for its effect by the result, its solutions and My attempts' progress: their strings are
// registered before they render. Their Hindi arrives with the Hindi catalogue.
addMessages('en', resultEn);
