import { describe, expect, it } from 'vitest';
import { missingTestServices, requireTestServices, testServiceUrl } from './test-services.ts';

describe('the services a test run promises', () => {
  const url = 'postgres://postgres@127.0.0.1:54329/pariksha_test';

  it('refuses a run whose PostgreSQL or Redis is simply missing', () => {
    expect(missingTestServices(['postgres', 'redis'], {})).toHaveLength(2);
    expect(() => requireTestServices(['postgres'], {})).toThrow(/PARIKSHA_TEST_DATABASE_URL is not set.*PARIKSHA_TEST_SKIP=postgres/);
    expect(() => requireTestServices(['postgres'], { PARIKSHA_TEST_DATABASE_URL: '' })).toThrow();
  });

  it('lets a part run alone leave a service out on purpose', () => {
    expect(missingTestServices(['postgres', 'redis'], { PARIKSHA_TEST_SKIP: 'postgres, redis' })).toEqual([]);
    expect(missingTestServices(['postgres', 'redis'], { PARIKSHA_TEST_SKIP: 'redis' })).toHaveLength(1);
    expect(testServiceUrl('postgres', { PARIKSHA_TEST_DATABASE_URL: url, PARIKSHA_TEST_SKIP: 'postgres' })).toBeUndefined();
  });

  it('hands the tests the address the command set', () => {
    expect(() => requireTestServices(['postgres'], { PARIKSHA_TEST_DATABASE_URL: url })).not.toThrow();
    expect(testServiceUrl('postgres', { PARIKSHA_TEST_DATABASE_URL: url })).toBe(url);
    expect(testServiceUrl('redis', {})).toBeUndefined();
  });
});
