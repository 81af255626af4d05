import { readdirSync, readFileSync } from "node:fs";

/** CPU ms (user + system) process `pid` has used so far, from Linux /proc; null elsewhere or when gone. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 100 Hz ticks
  } catch {
    return null;
  }
}

/**
 * CPU ms used so far by the PostgreSQL backends of `database` on this machine (their process titles
 * name the database), or null when none is visible (a remote server, no /proc). Backends that already
 * exited are not counted.
 */
export function postgresBackendsCpuMs(database: string): number | null {
  let total: number | null = null;
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!title.startsWith("postgres:") || !title.includes(` ${database} `)) continue;
    } catch {
      continue;
    }
    const cpu = processCpuMs(Number(pid));
    if (cpu !== null) total = (total ?? 0) + cpu;
  }
  return total;
}
