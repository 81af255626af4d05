import type { OperationDeps } from "../task-executors.ts";
import { createBrandRoundRunner } from "./brand-round-runner.ts";
import type { MonitorRoundRunner, MonitorRoundRunners } from "./monitor-round-runner.ts";
import { createRankRoundRunner } from "./rank-round-runner.ts";

/** The round runner of every monitor kind (geo.brand's `brand`, geo.rank_monitor's `rank`). */
export function createMonitorRoundRunners(deps: OperationDeps): MonitorRoundRunners {
  const runners: MonitorRoundRunner[] = [createRankRoundRunner(deps), createBrandRoundRunner(deps)];
  return new Map(runners.map((runner) => [runner.kind, runner]));
}
