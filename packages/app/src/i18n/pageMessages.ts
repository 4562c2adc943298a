import { pagesEn } from './pages.en';
import { addMessages } from './translate';

// Imported for its effect by every page that uses page strings: the English ones are registered
// before the page renders. Hindi page strings arrive with the Hindi catalogue.
addMessages('en', pagesEn);
