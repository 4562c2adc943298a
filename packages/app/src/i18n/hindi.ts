import { accountHi } from './account.hi';
import { commerceHi } from './commerce.hi';
import { communityHi } from './community.hi';
import { contentHi } from './content.hi';
import { dashboardHi } from './dashboard.hi';
import { failuresHi } from './failures.hi';
import { hi } from './hi';
import { testHi } from './test.hi';

/**
 * Every Hindi string but the result's (result.hi.ts, fetched with the result pages: resultMessages.ts),
 * fetched as one file when a reader chooses Hindi (translate.ts): one request on slow data instead
 * of one per area, and one import in every page's shell instead of eight.
 */
export const hindi = { ...hi, ...failuresHi, ...contentHi, ...dashboardHi, ...accountHi, ...testHi, ...commerceHi, ...communityHi };
