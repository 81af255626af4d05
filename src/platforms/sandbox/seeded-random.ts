import { createHash } from "node:crypto";
import { seededRandom as mulberry32 } from "../../util/seeded-random.ts";

/** A deterministic random source (mulberry32) seeded from any strings. */
export function seededRandom(...parts: string[]): () => number {
  return mulberry32(createHash("sha256").update(parts.join("\u0000")).digest().readUInt32LE(0));
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
