import { startOfDay } from "../../operations/monitoring/monitor-slots.ts";
import type { Services } from "../../services.ts";
import { scheduleDueRounds } from "../../tasks/schedule-due-rounds.ts";
import { TASK_STATUS } from "../../tasks/task-status.ts";
import { addDays, formatDay } from "../../util/time.ts";
import type { DemoClient } from "./demo-client.ts";
import type { DemoClock } from "./demo-clock.ts";

export interface DemoMonitors {
  readonly brand: { readonly taskId: string; readonly brandId: string; readonly brandName: string };
  readonly rank: { readonly taskId: string };
  /** Scheduled rounds run after the first ones. */
  readonly rounds: number;
  readonly firstDay: string;
}

export interface FillOptions {
  readonly services: Services;
  readonly client: DemoClient;
  readonly clock: DemoClock;
  readonly days: number;
  readonly brand: Record<string, unknown>;
  readonly rankMonitor: Record<string, unknown>;
  readonly onProgress: (text: string) => void;
}

const MINUTE = 60_000;

async function pendingRounds(services: Services): Promise<number> {
  const row = await services.database.db
    .selectFrom("tasks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("api_code", "=", "monitor.round")
    .where("status", "=", TASK_STATUS.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Fills `days` days of history through the real monitoring pipeline: with the service clock set `days`
 * days back it submits geo.brand and geo.rank_monitor over HTTP (their first rounds run inside the tasks),
 * then moves the clock to each following day's slot and lets the scheduler create that day's rounds, which
 * the workers run like any others (the sandbox answers differently each day, so the trends move).
 */
export async function fillDemoHistory(options: FillOptions): Promise<DemoMonitors> {
  const { services, client, clock, days } = options;
  const { timeZone, monitor: settings } = services.config;
  const realNow = Date.now();
  const today = formatDay(new Date(realNow), timeZone);
  const firstDay = addDays(today, -days);
  // Start just after the first day's slot, so the next round falls on the following day.
  clock.set(startOfDay(firstDay, timeZone) + settings.slotOffsetMs + 2 * 60 * MINUTE);

  options.onProgress(`${firstDay}: geo.brand profile and first round`);
  const brandTask = await client.runTask("geo.brand", options.brand);
  options.onProgress(`${firstDay}: geo.rank_monitor first round`);
  const rankTask = await client.runTask("geo.rank_monitor", options.rankMonitor);

  let rounds = 0;
  for (let d = 1; d <= days; d++) {
    const day = addDays(firstDay, d);
    const slotTime = startOfDay(day, timeZone) + settings.slotOffsetMs + MINUTE;
    if (slotTime > realNow) break;
    clock.set(slotTime);
    // The same call the workers make every monitor.checkIntervalSeconds; whichever comes first wins the slot.
    await scheduleDueRounds(services.database.db, services.runtime, {
      now: clock.now(),
      settings,
      timeZone,
    });
    for (;;) {
      const pending = await pendingRounds(services);
      options.onProgress(
        `${day}: monitoring round ${d}/${days}${pending > 0 ? ` (${pending} running)` : ""}`,
      );
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    rounds += 1;
  }
  clock.reset();
  return {
    brand: {
      taskId: brandTask.taskId,
      brandId: brandTask.result.info.brandId,
      brandName: brandTask.result.info.brandName,
    },
    rank: { taskId: rankTask.taskId },
    rounds,
    firstDay,
  };
}
