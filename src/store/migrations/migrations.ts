import type { Migration } from "kysely/migration";
import { foundation } from "./0001-foundation.ts";
import { observations } from "./0002-observations.ts";
import { monitoring } from "./0003-monitoring.ts";
import { nameMonths } from "./0004-name-months.ts";
import { promptDayTarget } from "./0005-prompt-day-target.ts";
import { brandKnowledge } from "./0006-brand-knowledge.ts";
import { retrievedSources } from "./0007-retrieved-sources.ts";
import { samplesAndSignals } from "./0008-samples-and-signals.ts";
import { webhooks } from "./0009-webhooks.ts";

/** Every migration, in order. One set serves SQLite and PostgreSQL; names never change once released. */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-foundation": foundation,
  "0002-observations": observations,
  "0003-monitoring": monitoring,
  "0004-name-months": nameMonths,
  "0005-prompt-day-target": promptDayTarget,
  "0006-brand-knowledge": brandKnowledge,
  "0007-retrieved-sources": retrievedSources,
  "0008-samples-and-signals": samplesAndSignals,
  "0009-webhooks": webhooks,
};
