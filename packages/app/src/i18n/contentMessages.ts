import { contentEn } from './content.en';
import { addMessages } from './translate';

// Imported for its effect by every public page that uses these strings: they are registered
// before the page renders. Their Hindi arrives with the Hindi catalogue.
addMessages('en', contentEn);
