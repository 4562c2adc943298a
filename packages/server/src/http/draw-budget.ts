/**
 * How much of the server drawing pages may take. A drawing is tens of milliseconds of the one
 * thread that also answers the api, so a flood of pages to draw (a new address each time) would
 * starve the api: at most `concurrent` drawings run at once and at most `perSecond` start in any
 * second; beyond that the caller sends the last drawn copy or the plain index.html instead.
 */
export interface DrawBudgetLimits {
  perSecond: number;
  concurrent: number;
}

export const defaultDrawBudget: DrawBudgetLimits = { perSecond: 20, concurrent: 2 };

export interface DrawBudget {
  /** Takes one drawing from the budget; false when none is left. Call `done` after a true. */
  tryStart(): boolean;
  done(): void;
}

/** A budget counted in whole seconds of `now()` (milliseconds; tests pass their own clock). */
export function createDrawBudget(limits: DrawBudgetLimits, now: () => number = () => performance.now()): DrawBudget {
  let running = 0;
  let second = -1;
  let startedThisSecond = 0;
  return {
    tryStart() {
      const current = Math.floor(now() / 1000);
      if (current !== second) {
        second = current;
        startedThisSecond = 0;
      }
      if (running >= limits.concurrent || startedThisSecond >= limits.perSecond) return false;
      running += 1;
      startedThisSecond += 1;
      return true;
    },
    done() {
      running = Math.max(0, running - 1);
    },
  };
}
