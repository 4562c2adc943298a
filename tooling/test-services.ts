/**
 * The services some tests promise: PostgreSQL (the server's tests on a second engine, the mock
 * test's reliability e2e) and Redis (rate limits shared by two servers). The README's test command
 * starts both and sets their addresses. A part run alone may leave one out on purpose with
 * `PARIKSHA_TEST_SKIP=postgres` (or `redis`, or `postgres,redis`); a service that is simply
 * missing fails the run, so a green run never hides tests that did not run.
 */
export const testServices = {
  postgres: { variable: 'PARIKSHA_TEST_DATABASE_URL', start: 'bash scripts/postgres.sh start DIR' },
  redis: { variable: 'PARIKSHA_TEST_REDIS_URL', start: 'bash scripts/redis.sh start DIR' },
} as const;
export type TestService = keyof typeof testServices;

type Environment = Readonly<Record<string, string | undefined>>;

/** True when the run was asked to leave `service` out (`PARIKSHA_TEST_SKIP`). */
export function isSkipped(service: TestService, env: Environment = process.env): boolean {
  return (env.PARIKSHA_TEST_SKIP ?? '').split(',').map((name) => name.trim()).includes(service);
}

/** The address of `service`, or undefined when it was left out on purpose. */
export function testServiceUrl(service: TestService, env: Environment = process.env): string | undefined {
  return isSkipped(service, env) ? undefined : env[testServices[service].variable] || undefined;
}

/** Why the run cannot go on: each needed service neither set nor skipped on purpose. */
export function missingTestServices(needs: readonly TestService[], env: Environment = process.env): string[] {
  return needs
    .filter((service) => !isSkipped(service, env) && !env[testServices[service].variable])
    .map(
      (service) =>
        `${testServices[service].variable} is not set: start ${service} (${testServices[service].start}) and set it, ` +
        `or run with PARIKSHA_TEST_SKIP=${service} to leave its tests out.`,
    );
}

/** Throws (failing a vitest or Playwright global setup) when a needed service is missing. */
export function requireTestServices(needs: readonly TestService[], env: Environment = process.env): void {
  const missing = missingTestServices(needs, env);
  if (missing.length > 0) throw new Error(missing.join('\n'));
}
