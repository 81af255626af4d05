import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";

/**
 * A lock file that keeps two embedded workers off one SQLite database. A lock left by a process that
 * no longer runs (killed with -9) is taken over.
 */
export function acquireWorkerLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, "utf8") === String(process.pid)) unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(path, "utf8"));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `another answerlens process (pid ${pid}) runs tasks on this data directory; use PostgreSQL (--database-url) to run several`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new Error(`could not take the worker lock ${path}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
