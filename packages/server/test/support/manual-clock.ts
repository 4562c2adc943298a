/** A clock the caches read (BuildServerOptions.cacheClock), moved on by the test instead of waiting. */
export function manualClock() {
  let now = 1_000;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
