import { requireTestServices } from './test-services.ts';

/** vitest global setup of the server project: its tests run on PostgreSQL and Redis as well. */
export default function setup(): void {
  requireTestServices(['postgres', 'redis']);
}
