import { requireTestServices } from './test-services.ts';

/** Playwright global setup: the mock test's reliability journeys run on PostgreSQL. */
export default function setup(): void {
  requireTestServices(['postgres']);
}
