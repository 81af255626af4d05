import type { InternalApiCode } from "../operation.ts";

/** The internal apiCode of one scheduled monitoring round (docs/scheduling.md). */
export const MONITOR_ROUND_API_CODE = "monitor.round" satisfies InternalApiCode;

/** What a `monitor.round` task carries; the scheduler writes it, no client ever does. */
export interface MonitorRoundParams {
  readonly monitorId: string;
  /** The schedule slot the round serves (epoch ms). */
  readonly slotAt: number;
}

/** Reads a round task's params; a malformed row is a bug, so it throws. */
export function parseMonitorRoundParams(params: unknown): MonitorRoundParams {
  const value = params as Partial<MonitorRoundParams> | null;
  if (typeof value?.monitorId !== "string" || typeof value.slotAt !== "number") {
    throw new Error(`malformed monitor.round params: ${JSON.stringify(params)}`);
  }
  return { monitorId: value.monitorId, slotAt: value.slotAt };
}
