import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { type AccountKnowledge, loadAccountKnowledge } from "./account-knowledge.ts";

/** How long a process reuses an account's knowledge for new tasks. */
export const KNOWLEDGE_CACHE_MS = 2000;

/** The account's knowledge as new tasks read it. */
export type KnowledgeSource = (accountId: string) => Promise<AccountKnowledge>;

/**
 * Reads an account's knowledge at most once per KNOWLEDGE_CACHE_MS per process: an account submitting
 * many tasks at once (geo.ranking at hundreds a second) then costs one query, not one per task. A
 * decision reaches new tasks of every process within that time; re-analysis reads it fresh.
 */
export function createKnowledgeCache(
  db: Kysely<DatabaseSchema>,
  now: () => number = Date.now,
  ttlMs = KNOWLEDGE_CACHE_MS,
): KnowledgeSource {
  const cache = new Map<string, { readonly at: number; readonly knowledge: Promise<AccountKnowledge> }>();
  return (accountId) => {
    const at = now();
    const cached = cache.get(accountId);
    if (cached && at - cached.at < ttlMs) return cached.knowledge;
    if (cache.size > 10_000) cache.clear();
    const knowledge = loadAccountKnowledge(db, accountId);
    cache.set(accountId, { at, knowledge });
    // A failed read is not kept: the next task tries again.
    knowledge.catch(() => cache.delete(accountId));
    return knowledge;
  };
}
