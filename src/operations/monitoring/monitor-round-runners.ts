import type { OperationDeps } from "../task-executors.ts";
import type { MonitorRoundRunner, MonitorRoundRunners } from "./monitor-round-runner.ts";

/** The round runner of every monitor kind (geo.brand's `brand`, geo.rank_monitor's `rank`). */
export function createMonitorRoundRunners(_deps: OperationDeps): MonitorRoundRunners {
  const runners: MonitorRoundRunner[] = [];
  return new Map(runners.map((runner) => [runner.kind, runner]));
}
