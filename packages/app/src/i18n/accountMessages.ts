import { accountEn } from './account.en';
import { addMessages } from './translate';

// Imported for its effect by sign-up, login and the dashboard pages: their strings are
// registered before the page renders. Their Hindi arrives with the Hindi catalogue.
addMessages('en', accountEn);
