import { testEn } from './test.en';
import { addMessages } from './translate';

// Imported for its effect by the tests pages, the test screens and the result: their strings are
// registered before the page renders. Their Hindi arrives with the Hindi catalogue.
addMessages('en', testEn);
