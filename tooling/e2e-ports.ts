/**
 * The ports of the server the end-to-end tests start (`pnpm start`): the app's (`E2E_PORT`,
 * default 3100) and its Storybook's, the next one (Storybook has an origin of its own).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eStorybookPort = e2ePort + 1;
