/**
 * When a playing video's position is worth sending: at most once every `intervalMs`. The clock
 * starts at `restart` (play, or a report sent for another reason such as a pause) and `due`
 * says whether the interval has passed since; if so it restarts the clock itself.
 */
export interface ProgressThrottle {
  due: (nowMs: number) => boolean;
  restart: (nowMs: number) => void;
}

/** Ten seconds: often enough to resume close by, rare enough to spare the learner's data. */
export const progressIntervalMs = 10_000;

export function createProgressThrottle(intervalMs: number = progressIntervalMs): ProgressThrottle {
  let since: number | null = null;
  return {
    due(nowMs) {
      if (since === null) {
        since = nowMs;
        return false;
      }
      if (nowMs - since < intervalMs) return false;
      since = nowMs;
      return true;
    },
    restart(nowMs) {
      since = nowMs;
    },
  };
}
