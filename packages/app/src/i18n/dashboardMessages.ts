import { dashboardEn } from './dashboard.en';
import { addMessages } from './translate';

// Imported for its effect by the dashboard's frame and its courses page: the sidebar's strings
// are registered before any signed-in page renders, without the account pages' strings. Their
// Hindi arrives with the Hindi catalogue.
addMessages('en', dashboardEn);
