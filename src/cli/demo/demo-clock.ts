/**
 * The demo's service clock: it follows real time at an offset that the demo moves, so 30 days of
 * monitoring run through the real scheduler and rounds in a few seconds. Timers still tick in real time.
 */
export interface DemoClock {
  now(): number;
  /** Makes `now()` read `time` from this moment on. */
  set(time: number): void;
  /** Back to real time. */
  reset(): void;
}

export function createDemoClock(): DemoClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    set(time) {
      offset = time - Date.now();
    },
    reset() {
      offset = 0;
    },
  };
}
