/**
 * How a kind of monitor (geo.brand's `brand`, geo.rank_monitor's `rank`) runs one round.
 *
 * A round asks every prompt of the monitor on every platform, `repeats` times, as durable steps of the
 * task that carries the round: the first round is part of the submitted task, later rounds are internal
 * `monitor.round` tasks created by the scheduler. After the round the runner rewrites the owning task's
 * result (the owning task's status never changes again: DESIGN 4).
 */
import type { MonitorKind, MonitorsTable } from "../../store/database-schema.ts";
import type { TaskRunContext } from "../task-executor.ts";

export interface MonitorRound {
  /** The round's id: the id of the task that carries it (`task_…`); observations keep it as round_id. */
  readonly id: string;
  /** The schedule slot (epoch ms); the submit time for the first round. */
  readonly slotAt: number;
}

export interface RoundOutcome {
  /** Platform answers recorded in this round. */
  readonly completed: number;
  /** Asks that failed after retries. */
  readonly failed: number;
}

export interface MonitorRoundRunner {
  readonly kind: MonitorKind;
  runRound(monitor: MonitorsTable, round: MonitorRound, context: TaskRunContext): Promise<RoundOutcome>;
}

export type MonitorRoundRunners = ReadonlyMap<MonitorKind, MonitorRoundRunner>;
