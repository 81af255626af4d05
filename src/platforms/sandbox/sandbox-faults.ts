import { isPlatformCode, type PlatformCode } from "../platform-codes.ts";

export const FAULT_KINDS = ["429", "500", "503", "timeout", "malformed", "401", "402", "content"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface SandboxFault {
  kind: FaultKind;
  /** Chance per request, 0..1 (default 1). */
  probability?: number;
  /** Only the first N requests to the platform get this fault (deterministic, for tests). */
  times?: number;
  /** Retry-After seconds sent with 429 (default 1). */
  retryAfterSeconds?: number;
}

/** Faults and latency per platform code; "*" applies to every platform. */
export interface SandboxFaults {
  faults?: Partial<Record<PlatformCode | "*", SandboxFault[]>>;
  latencyMs?: Partial<Record<PlatformCode | "*", number>>;
}

function target(spec: string, flag: string): [PlatformCode | "*", string] {
  const eq = spec.indexOf("=");
  if (eq < 1) throw new Error(`${flag} "${spec}": expected CODE=VALUE`);
  const code = spec.slice(0, eq);
  if (code !== "*" && !isPlatformCode(code)) throw new Error(`${flag} "${spec}": unknown platform "${code}"`);
  return [code as PlatformCode | "*", spec.slice(eq + 1)];
}

/**
 * Parses `--fault CODE=KIND[:P|:xN][:ra=S]` (e.g. `deepseek=429:0.5`, `kimi=500:x2`,
 * `baidu=429:1:ra=2`) and `--latency CODE=MS` flags.
 */
export function parseFaultFlags(
  faultSpecs: readonly string[],
  latencySpecs: readonly string[],
): SandboxFaults {
  const out: Required<SandboxFaults> = { faults: {}, latencyMs: {} };
  for (const spec of faultSpecs) {
    const [code, value] = target(spec, "--fault");
    const [kind, ...rest] = value.split(":");
    if (!(FAULT_KINDS as readonly string[]).includes(kind))
      throw new Error(`--fault "${spec}": kind must be one of ${FAULT_KINDS.join(", ")}`);
    const fault: SandboxFault = { kind: kind as FaultKind };
    for (const part of rest) {
      if (/^x\d+$/.test(part)) fault.times = Number(part.slice(1));
      else if (/^ra=\d+(\.\d+)?$/.test(part)) fault.retryAfterSeconds = Number(part.slice(3));
      else if (/^(0(\.\d+)?|1(\.0+)?)$/.test(part)) fault.probability = Number(part);
      else throw new Error(`--fault "${spec}": "${part}" is not a probability (0..1), xN or ra=SECONDS`);
    }
    out.faults[code] = [...(out.faults[code] ?? []), fault];
  }
  for (const spec of latencySpecs) {
    const [code, value] = target(spec, "--latency");
    const ms = Number(value);
    if (!Number.isInteger(ms) || ms < 0)
      throw new Error(`--latency "${spec}": milliseconds must be an integer >= 0`);
    out.latencyMs[code] = ms;
  }
  return out;
}

/** Decides, request by request, which fault (if any) a platform's request gets. */
export class FaultPlan {
  private readonly faults: SandboxFaults;
  private readonly seen = new Map<string, number>();
  private readonly random: () => number;

  constructor(faults: SandboxFaults = {}, random: () => number = Math.random) {
    this.faults = faults;
    this.random = random;
  }

  latencyFor(platform: PlatformCode): number {
    return this.faults.latencyMs?.[platform] ?? this.faults.latencyMs?.["*"] ?? 0;
  }

  next(platform: PlatformCode): SandboxFault | null {
    const list = [...(this.faults.faults?.[platform] ?? []), ...(this.faults.faults?.["*"] ?? [])];
    const count = (this.seen.get(platform) ?? 0) + 1;
    this.seen.set(platform, count);
    for (const fault of list) {
      if (fault.times !== undefined) {
        if (count <= fault.times) return fault;
        continue;
      }
      if (this.random() < (fault.probability ?? 1)) return fault;
    }
    return null;
  }
}
