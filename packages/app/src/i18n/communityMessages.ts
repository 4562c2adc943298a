import { communityEn } from './community.en';
import { addMessages } from './translate';

// Imported for its effect by the forum, video and help pages: their strings are registered before
// the page renders. Their Hindi arrives with the Hindi catalogue.
addMessages('en', communityEn);
