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
}

export interface DatabaseSchema {
  accounts: AccountsTable;
  account_permissions: AccountPermissionsTable;
  api_keys: ApiKeysTable;
  tasks: TasksTable;
  task_steps: TaskStepsTable;
  submissions: SubmissionsTable;
  observations: ObservationsTable;
}
