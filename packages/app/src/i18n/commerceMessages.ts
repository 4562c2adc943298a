import { commerceEn } from './commerce.en';
import { addMessages } from './translate';

// Imported for its effect by the plans, checkout, payment, orders, receipt and refer pages: their
// strings are registered before the page renders. Their Hindi arrives with the Hindi catalogue.
addMessages('en', commerceEn);
