import type { AttemptView } from '@pariksha/contract';
import type { RoundTrip } from '@pariksha/machines';

/**
 * An attempt as the browser received it: the server's view and the request's round trip, from
 * which the test's clock takes its offset to the server's (`server_time` is the server's clock
 * while it answered). On a slow phone the screen that starts the clock comes seconds later.
 */
export interface ReceivedAttempt extends AttemptView {
  roundTrip: RoundTrip;
}
