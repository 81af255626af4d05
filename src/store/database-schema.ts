/**
 * Table types of the answerlens database. The same tables exist on SQLite and PostgreSQL; times are
 * epoch milliseconds (BIGINT), JSON values are stored as text so both dialects share one code path.
 *
 * Glossary
 * - account: the owner of keys, points and permissions; everything a key creates belongs to its account.
 * - api key: a secret the caller sends as `Service-API-Key`; only its SHA-256 hash is stored.
 * - permission: a quota line of an account (`GEO_RANK_QUERY`, ...) with an optional limit per period.
 * - task: one submitted asynchronous operation and its lifecycle (status 1..5, result, charge).
 * - step: a durable, memoised unit of a task's work (one platform answer, ...); a resumed task skips
 *   steps already recorded, so nothing finished is done (or paid for) twice.
 * - submission: the record of a `Service-Request-Id` used by a key, for idempotent re-submits.
 * - observation: one platform answer to one question, with its analysis and provenance.
 * - brand: a brand an account monitors (geo.brand); the same name in one account is the same brand.
 * - topic: a theme of a brand's profile; each topic holds monitoring prompts.
 * - prompt: a question a monitor asks on every platform in every round.
 * - monitor: the schedule behind a geo.brand or geo.rank_monitor task (kind `brand` or `rank`); its
 *   rounds update the owning task's result.
 * - round: one pass of a monitor over its prompts x platforms x repeats, at one schedule slot; it runs as
 *   an internal task (apiCode `monitor.round`) so it is durable like any task.
 * - known name: a name the analysis found in an account's answers, accepted as a brand or kept as a
 *   candidate below the threshold, with its sightings and the user's decision (brand knowledge).
 * - webhook: an account's subscription of a URL to events (`task.finished`, `signal.detected`).
 * - webhook delivery: one event for one webhook, an outbox row written with the event; retried until
 *   the receiver answers 2xx or the retry window ends.
 * - rollup: per-day metric sums kept up to date as monitoring observations arrive, so the synchronous
 *   queries read a bounded number of rows whatever the history.
 */
export interface AccountsTable {
  id: string;
  name: string;
  points: number;
  created_at: number;
}

export interface AccountPermissionsTable {
  account_id: string;
  permission_code: string;
  /** Allowed uses in the current period; null means unlimited. */
  total_limit: number | null;
  used_count: number;
  /** Start of the current period (epoch ms); a new limit starts a new period. */
  period_started_at: number;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  /** Hex SHA-256 of the whole key. */
  key_hash: string;
  /** The first characters of the key, safe to show in listings. */
  key_prefix: string;
  /** JSON array of the permission codes this key may use. */
  permissions: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
}

export interface TasksTable {
  id: string;
  account_id: string;
  key_id: string;
  api_code: string;
  request_id: string;
  status: number;
  /** JSON of the parsed operation parameters. */
  params: string;
  /** JSON of the result; null until SUCCESS (a rank monitor's later rounds rewrite it). */
  result: string | null;
  /** Why the task failed, in words a caller can act on. */
  error: string | null;
  permission_code: string | null;
  points_charged: number;
  /** 1 once the charge was given back; guards against refunding twice. */
  refunded: number;
  created_at: number;
  updated_at: number;
  deadline_at: number;
  finished_at: number | null;
  /** Embedded runtime: which process holds the task and until when (a lease, renewed while working). */
  lease_owner: string | null;
  lease_until: number | null;
  /** How many times a worker started this task (resumes after a crash included). */
  attempts: number;
}

export interface TaskStepsTable {
  task_id: string;
  step_key: string;
  /** JSON of the step's value. */
  value: string;
  created_at: number;
}

export interface SubmissionsTable {
  key_id: string;
  request_id: string;
  /** SHA-256 of apiCode + canonical JSON of data; a different body under the same id is refused. */
  body_hash: string;
  /** The JSON envelope `data` first answered; null while that first submit is in flight. */
  response: string | null;
  created_at: number;
}

/** One platform answer (or failed ask) with its analysis and provenance. */
export interface ObservationsTable {
  id: string;
  account_id: string;
  task_id: string | null;
  api_code: string;
  platform: string;
  question: string;
  /** `completed` or `failed`. */
  status: string;
  error: string | null;
  answer_text: string | null;
  /** JSON of the provider's sources, in its order. */
  sources: string | null;
  /** JSON of the pages the provider consulted but the answer does not cite (migration 0007). */
  retrieved_sources: string | null;
  /** JSON of the answer's analysis for the brands the request named. */
  analysis: string | null;
  adapter: string | null;
  model: string | null;
  search_enabled: number | null;
  search_used: number | null;
  /** 1 when the answer came from the sandbox, never a real platform. */
  sandbox: number;
  latency_ms: number | null;
  attempts: number | null;
  input_tokens: number | null;
  output_tokens: number | null;
  asked_at: number;
  /** `yyyy-MM-dd` in the service time zone. */
  day: string;
  /** Monitoring provenance; null for one-off operations. */
  monitor_id: string | null;
  round_id: string | null;
  prompt_id: string | null;
  topic_id: string | null;
  brand_id: string | null;
  /** 0-based repeat of the prompt within its round. */
  repeat_index: number | null;
  /** The metrics version (src/metrics/metrics-version.ts) whose analysis `analysis` holds; null: before 3. */
  analysis_version: number | null;
}

export interface BrandsTable {
  id: string;
  account_id: string;
  /** The name as first given. */
  name: string;
  /** normalizeName(name): the registry key, so 'Acme' and 'ＡＣＭＥ' are one brand. */
  name_key: string;
  description: string | null;
  website_url: string | null;
  product_service: string | null;
  /** JSON arrays of strings, as the spec's info fields carry them. */
  products: string | null;
  topics: string | null;
  competitors: string | null;
  lang_type: string | null;
  /** JSON array of platform codes monitored. */
  platforms: string;
  created_at: number;
  updated_at: number;
  /** JSON array of other spellings that count as the brand's mentions (user decisions), or null. */
  aliases: string | null;
}

export interface BrandTopicsTable {
  id: string;
  brand_id: string;
  name: string;
  topic_order: number;
  created_at: number;
}

export interface BrandCompetitorsTable {
  id: string;
  brand_id: string;
  name: string;
  name_key: string;
  logo_url: string | null;
  website: string | null;
  /** JSON array of other spellings, or null. */
  keywords: string | null;
  /** 1: tracked by name in every analysis (from the profile); 0: learned from answers. */
  monitor_type: number;
  created_at: number;
}

export type MonitorKind = "brand" | "rank";

export interface MonitorsTable {
  id: string;
  account_id: string;
  key_id: string;
  kind: MonitorKind;
  /** The task whose result the rounds keep up to date. */
  task_id: string;
  brand_id: string | null;
  /** JSON of the kind's settings (platforms, brand keywords, repeats, ...). */
  settings: string;
  interval_seconds: number;
  /** Start of the next schedule slot (epoch ms). */
  next_run_at: number;
  last_round_at: number | null;
  active: number;
  created_at: number;
  updated_at: number;
}

export interface MonitorRoundsTable {
  /** The round's internal task id. */
  id: string;
  monitor_id: string;
  /** The schedule slot this round serves; unique per monitor, so a slot runs once. */
  slot_at: number;
  started_at: number;
  finished_at: number | null;
  /** `running` (queued or running), `success`, `failed`, `timeout`, `cancelled` (docs/scheduling.md). */
  status: string;
}

export interface PromptsTable {
  id: string;
  monitor_id: string;
  topic_id: string | null;
  text: string;
  prompt_order: number;
  created_at: number;
}

/**
 * Second moments of the target brand's per-answer values (migration 0008, docs/metrics.md version 3), so
 * that intervals of means and of the voice share come from summed rollup rows like the rates do. Rows
 * written before 0008 hold observations whose squares were never summed: `moment_observations` counts
 * the observations that are in these sums, and a range whose rows do not all have them gets no interval.
 */
export interface MomentSums {
  /** Observations counted in the sums below (equal to `observations` for rows written since 0008). */
  moment_observations: number;
  /** Sum of position² over observations where mentioned. */
  position_sq_sum: number;
  /** Sum of sentimentScore² over observations where mentioned. */
  sentiment_sq_sum: number;
  /** Sum of (the brand's counted mentions)² per observation (0 where not mentioned). */
  mention_sq_sum: number;
  /** Sum of (every named brand's mentions)² per observation. */
  all_mentions_sq_sum: number;
  /** Sum of the brand's counted mentions x every brand's mentions per observation. */
  mention_cross_sum: number;
}

/** Sums over the target brand's observations of one day (see docs/metrics.md). */
export interface TargetMetricSums extends MomentSums {
  observations: number;
  /** Observations in which the brand is mentioned. */
  mentioned: number;
  /** Sum of the brand's mention counts. */
  mention_sum: number;
  /** Sum of positions over observations where mentioned. */
  position_sum: number;
  /** Observations with 1 <= position <= k. */
  top1: number;
  top3: number;
  top10: number;
  /** Sum of sentiment scores over observations where mentioned. */
  sentiment_sum: number;
  /** Observations in which the brand is recommended. */
  recommended: number;
  /** Sum of recommendCount. */
  recommend_sum: number;
  /** Sum of every named brand's mentions in the same observations (voice-share denominator). */
  all_mentions: number;
}

export interface BrandPlatformDaysTable extends TargetMetricSums {
  brand_id: string;
  day: string;
  platform: string;
}

export interface BrandTopicDaysTable extends TargetMetricSums {
  brand_id: string;
  topic_id: string;
  day: string;
  platform: string;
}

/**
 * Observations per prompt and day, with the target brand's sums in them (as in TargetMetricSums);
 * platform '' holds the sum over all platforms.
 */
export interface BrandPromptDaysTable extends MomentSums {
  brand_id: string;
  platform: string;
  day: string;
  prompt_id: string;
  observations: number;
  all_mentions: number;
  mentioned: number;
  mention_sum: number;
  position_sum: number;
  sentiment_sum: number;
}

/** Sums for every brand named in a prompt's answers on a day; platform '' is all platforms. */
export interface BrandNameDaysTable {
  brand_id: string;
  platform: string;
  day: string;
  prompt_id: string;
  name_key: string;
  /** The name as the answers last spelled it. */
  name: string;
  mentioned: number;
  mention_sum: number;
  position_sum: number;
  top1: number;
  top3: number;
  top10: number;
  sentiment_sum: number;
}

/**
 * A named brand's mentions per prompt and calendar month (`yyyy-MM`); platform '' is all. The months of a
 * long range are read here and only its partial edge months from brand_name_days, so ranking the names
 * of a six-month range reads about 30x fewer rows.
 */
export interface BrandNameMonthsTable {
  brand_id: string;
  platform: string;
  month: string;
  prompt_id: string;
  name_key: string;
  /** The name as the answers last spelled it. */
  name: string;
  mention_sum: number;
}

/**
 * A confirmed change of one of a brand's rates between two windows (migration 0008, docs/metrics.md
 * "Signals"), stored when a monitoring round settles. The counts are stored, not the figures: the
 * before/after rates and intervals are computed from them with the same functions as brand.statistics.
 */
export interface BrandSignalsTable {
  /** `sig_` + 32 hex derived from brand, metric, scope, scope id, window and the after window's end. */
  id: string;
  brand_id: string;
  /** visibilityRate, top3Rate or recommendationRate. */
  metric: string;
  /** brand, platform, topic or prompt. */
  scope: string;
  /** '' for the brand; the platform code, topic id or prompt id. */
  scope_id: string;
  /** `day` (day over day) or `week` (week over week). */
  window: string;
  before_start: string;
  before_end: string;
  after_start: string;
  after_end: string;
  before_successes: number;
  before_n: number;
  after_successes: number;
  after_n: number;
  /** Two-proportion test p-value and its Benjamini-Hochberg adjustment over the brand's comparisons. */
  p_value: number;
  q_value: number;
  /** `up` or `down`. */
  direction: string;
  /** `high`, `medium` or `low` (from q_value). */
  tier: string;
  /** The round whose settling detected it. */
  round_id: string;
  detected_at: number;
}

/** How a known name stands: from its sightings (candidate, learned) or a user's decision. */
export type KnownNameStanding = "candidate" | "learned" | "confirmed" | "rejected" | "merged";

/** A name seen in an account's answers (docs/brand-monitoring.md, "Brand knowledge"). */
export interface KnownNamesTable {
  account_id: string;
  /** normalizeName of the name. */
  name_key: string;
  /** The name as the answers last spelled it (or as the user gave it). */
  name: string;
  /** Answers that named it, as a brand or a candidate. */
  answers: number;
  /** Of those, answers in which the analysis accepted it as a brand. */
  accepted: number;
  /** The platforms that named it: bit i is PLATFORM_CODES[i] (learned-thresholds.ts). */
  platform_mask: number;
  /** Highest score seen, in thousandths (1000 when accepted as a brand). */
  best_score: number;
  /** JSON array of the evidence of the latest candidate sighting, or null. */
  evidence: string | null;
  first_seen_at: number;
  last_seen_at: number;
  standing: KnownNameStanding;
  /** The user's decision: confirmed, rejected or merged; null while undecided. */
  decision: string | null;
  /** Merged: the name_key of the brand it now counts as. */
  merged_into: string | null;
  /** JSON array of other spellings of this brand (user decisions), or null. */
  aliases: string | null;
  decided_at: number | null;
}

export interface WebhooksTable {
  id: string;
  account_id: string;
  url: string;
  /** JSON array of the event types it receives. */
  events: string;
  /** The signing secret, stored as is: the service must sign with it (docs/webhooks.md). */
  secret: string;
  created_at: number;
}

/** One event for one webhook; the key is (webhook_id, event_id). */
export interface WebhookDeliveriesTable {
  webhook_id: string;
  /** The event's id (`evt_...`): the same for every attempt and every webhook of the event. */
  event_id: string;
  event_type: string;
  /** The exact request body, fixed when the event is recorded so every attempt sends the same bytes. */
  payload: string;
  /** pending, delivered or failed (the retry window ended). */
  status: string;
  attempts: number;
  /** When the next attempt is due; while an attempt runs, when its lease runs out. */
  next_attempt_at: number;
  /** The worker that claimed the running attempt (on a finished delivery: the one that made the last). */
  lease_owner: string | null;
  /** Why the last attempt failed (status code or network error; never the secret). */
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface DatabaseSchema {
  accounts: AccountsTable;
  account_permissions: AccountPermissionsTable;
  api_keys: ApiKeysTable;
  tasks: TasksTable;
  task_steps: TaskStepsTable;
  submissions: SubmissionsTable;
  observations: ObservationsTable;
  brands: BrandsTable;
  brand_topics: BrandTopicsTable;
  brand_competitors: BrandCompetitorsTable;
  monitors: MonitorsTable;
  monitor_rounds: MonitorRoundsTable;
  prompts: PromptsTable;
  brand_platform_days: BrandPlatformDaysTable;
  brand_topic_days: BrandTopicDaysTable;
  brand_prompt_days: BrandPromptDaysTable;
  brand_name_days: BrandNameDaysTable;
  brand_name_months: BrandNameMonthsTable;
  brand_signals: BrandSignalsTable;
  known_names: KnownNamesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
