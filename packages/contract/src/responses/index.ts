// The contract's response schemas (zod/mini), shared by the server, which answers with them, and
// the app, which checks every answer against them: `@pariksha/contract/responses`.
export * from './accounts.js';
export * from './content.js';
export * from './envelope.js';
export * from './search.js';
export * from './subscriptions.js';
export * from './attempts.js';
export * from './commerce.js';
export * from './community.js';
export * from './staff.js';
