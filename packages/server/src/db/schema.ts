import * as accounts from './accounts-schema.js';
import * as answerKeys from './answer-keys-schema.js';
import * as attempts from './attempts-schema.js';
import * as commerce from './commerce-schema.js';
import * as community from './community-schema.js';
import * as content from './content-schema.js';
import * as figures from './figures-schema.js';
import * as itemStatistics from './item-statistics-schema.js';
import * as questionReports from './question-reports-schema.js';
import * as staff from './staff-schema.js';
import * as tests from './tests-schema.js';

// Each domain's tables live in their own file (content, accounts, commerce, attempts, community,
// figures, question reports, answer keys, item statistics, staff) and code imports a table from its domain's file, so an import
// says which domain it reaches into and no list of every table needs keeping in step here. This
// file only gathers the domains for what needs the whole schema at once: drizzle's client (open.ts)
// and tests that walk every table. drizzle-kit reads the domain files themselves (drizzle.config.ts).
export const schema = { ...content, ...accounts, ...commerce, ...attempts, ...community, ...figures, ...questionReports, ...answerKeys, ...itemStatistics, ...staff, ...tests };

export type Schema = typeof schema;
