import { createHash, randomBytes } from "node:crypto";

/** An id in the service's shape: a prefix, an underscore and 32 lowercase hex characters (DESIGN 3). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString("hex")}`;
}

/**
 * A stable id derived from a seed, in the same shape: the same seed always gives the same id, so work that
 * is redone after a crash writes the same rows again instead of new ones.
 */
export function derivedId(prefix: string, seed: string): string {
  return `${prefix}_${createHash("sha256").update(seed).digest("hex").slice(0, 32)}`;
}

export const TASK_ID_PATTERN = /^task_[0-9a-f]{32}$/;
