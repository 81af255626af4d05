/**
 * Every scalar setting answerlens reads, with where it comes from. Precedence: command-line flag, then
 * environment variable, then the config file (`--config FILE` / `ANSWERLENS_CONFIG`), then the default.
 * The README's configuration table lists the same rows.
 */
export type SettingKind = "string" | "integer" | "boolean" | "role" | "timeZone" | "logLevel";

export interface SettingDefinition {
  /** Key in the config file (dotted path) and in the flat settings object. */
  readonly key: string;
  readonly flag?: string;
  readonly env?: string;
  readonly kind: SettingKind;
  readonly defaultValue: string | number | boolean | null;
  readonly min?: number;
  readonly max?: number;
  readonly description: string;
}

export const SETTINGS = [
  {
    key: "server.host",
    flag: "host",
    env: "ANSWERLENS_HOST",
    kind: "string",
    defaultValue: "127.0.0.1",
    description: "Address the HTTP server listens on.",
  },
  {
    key: "server.port",
    flag: "port",
    env: "ANSWERLENS_PORT",
    kind: "integer",
    defaultValue: 8080,
    min: 0,
    max: 65535,
    description: "HTTP port (0 picks a free one).",
  },
  {
    key: "server.role",
    flag: "role",
    env: "ANSWERLENS_ROLE",
    kind: "role",
    defaultValue: "all",
    description:
      "`api` serves HTTP, `worker` runs tasks and schedules, `all` does both. `api`/`worker` need PostgreSQL.",
  },
  {
    key: "server.bodyLimitBytes",
    env: "ANSWERLENS_BODY_LIMIT_BYTES",
    kind: "integer",
    defaultValue: 1_048_576,
    min: 1024,
    max: 104_857_600,
    description: "Largest accepted request body; larger ones get code 413.",
  },
  {
    key: "server.rateLimitPerMinute",
    env: "ANSWERLENS_RATE_LIMIT_PER_MINUTE",
    kind: "integer",
    defaultValue: 300,
    min: 0,
    max: 1_000_000,
    description:
      "Requests per minute per API key and process (0 turns the limit off); past it, code 429 with Retry-After.",
  },
  {
    key: "storage.dataDir",
    flag: "data",
    env: "ANSWERLENS_DATA_DIR",
    kind: "string",
    defaultValue: "./data",
    description: "Directory of the embedded SQLite database (`answerlens.db`).",
  },
  {
    key: "storage.databaseUrl",
    flag: "database-url",
    env: "DATABASE_URL",
    kind: "string",
    defaultValue: null,
    description: "PostgreSQL URL; when set, PostgreSQL replaces SQLite and tasks run through pg-boss.",
  },
  {
    key: "storage.poolSize",
    env: "ANSWERLENS_DB_POOL_SIZE",
    kind: "integer",
    defaultValue: 10,
    min: 1,
    max: 200,
    description: "PostgreSQL connections per process.",
  },
  {
    key: "storage.preparedStatements",
    env: "ANSWERLENS_DB_PREPARED_STATEMENTS",
    kind: "boolean",
    defaultValue: true,
    description:
      "PostgreSQL: prepare frequent statements once per connection. Turn off behind a pooler in transaction mode without prepared-statement support (PgBouncer before 1.21).",
  },
  {
    key: "timeZone",
    env: "ANSWERLENS_TIME_ZONE",
    kind: "timeZone",
    defaultValue: "Asia/Shanghai",
    description: "Zone of the times and days in results and of daily statistics.",
  },
  {
    key: "logLevel",
    env: "ANSWERLENS_LOG_LEVEL",
    kind: "logLevel",
    defaultValue: "info",
    description: "pino log level (`fatal` .. `trace`, or `silent`).",
  },
  {
    key: "tasks.deadlineSeconds",
    env: "ANSWERLENS_TASK_DEADLINE_SECONDS",
    kind: "integer",
    defaultValue: 300,
    min: 1,
    max: 86_400,
    description:
      "A task still pending this long after submit ends TIMEOUT (keeping in `result` what had completed) and its charge is given back.",
  },
  {
    key: "tasks.retentionDays",
    env: "ANSWERLENS_TASK_RETENTION_DAYS",
    kind: "integer",
    defaultValue: 30,
    min: 1,
    max: 3650,
    description: "Finished tasks older than this answer 404 and are purged.",
  },
  {
    key: "tasks.workerConcurrency",
    env: "ANSWERLENS_WORKER_CONCURRENCY",
    kind: "integer",
    defaultValue: 8,
    min: 1,
    max: 1000,
    description: "Tasks one worker process runs at once.",
  },
  {
    key: "tasks.pointsPerTask",
    env: "ANSWERLENS_POINTS_PER_TASK",
    kind: "integer",
    defaultValue: 1,
    min: 0,
    max: 1_000_000,
    description: "Points one submit of a task operation uses.",
  },
  {
    key: "tasks.platformStallSeconds",
    env: "ANSWERLENS_PLATFORM_STALL_SECONDS",
    kind: "integer",
    defaultValue: 2,
    min: 1,
    max: 600,
    description:
      "A platform with questions waiting that answered nothing for this long (and 3 times its recent mean wait) is stalled: tasks waiting only on it give their task slot back (docs/tasks.md).",
  },
  {
    key: "interactive.reservedPercent",
    env: "ANSWERLENS_INTERACTIVE_RESERVED_PERCENT",
    kind: "integer",
    defaultValue: 25,
    min: 0,
    max: 90,
    description:
      "Share of each platform's concurrency and requests per minute that only interactive calls (geo.questions_corr_recommend) may use; at least one of each when above 0.",
  },
  {
    key: "interactive.timeoutSeconds",
    env: "ANSWERLENS_INTERACTIVE_TIMEOUT_SECONDS",
    kind: "integer",
    defaultValue: 30,
    min: 1,
    max: 600,
    description:
      "Longest an interactive call waits for its platform; past it the call answers 503 and is not charged.",
  },
  {
    key: "monitor.intervalSeconds",
    env: "ANSWERLENS_MONITOR_INTERVAL_SECONDS",
    kind: "integer",
    defaultValue: 86_400,
    min: 60,
    max: 2_592_000,
    description:
      "Time between scheduled monitoring rounds of geo.brand and geo.rank_monitor (default daily). Slots are counted from midnight in the service time zone plus `monitor.slotOffsetMinutes`.",
  },
  {
    key: "monitor.slotOffsetMinutes",
    env: "ANSWERLENS_MONITOR_SLOT_OFFSET_MINUTES",
    kind: "integer",
    defaultValue: 480,
    min: 0,
    max: 1439,
    description:
      "Minutes after midnight (service time zone) of the first slot of a day; 480 runs daily rounds at 08:00.",
  },
  {
    key: "monitor.roundDeadlineSeconds",
    env: "ANSWERLENS_MONITOR_ROUND_DEADLINE_SECONDS",
    kind: "integer",
    defaultValue: 3600,
    min: 10,
    max: 86_400,
    description:
      "A scheduled round still running this long after its slot ends TIMEOUT (its answers so far are kept).",
  },
  {
    key: "monitor.checkIntervalSeconds",
    env: "ANSWERLENS_MONITOR_CHECK_INTERVAL_SECONDS",
    kind: "integer",
    defaultValue: 30,
    min: 1,
    max: 3600,
    description:
      "How often a worker looks for monitors whose slot has come (cluster mode: a pg-boss schedule every minute as well).",
  },
  {
    key: "monitor.promptsPerTopic",
    env: "ANSWERLENS_MONITOR_PROMPTS_PER_TOPIC",
    kind: "integer",
    defaultValue: 3,
    min: 1,
    max: 20,
    description: "Monitoring prompts geo.brand keeps per profile topic.",
  },
  {
    key: "monitor.maxTopics",
    env: "ANSWERLENS_MONITOR_MAX_TOPICS",
    kind: "integer",
    defaultValue: 5,
    min: 1,
    max: 20,
    description: "Most topics a geo.brand profile keeps.",
  },
  {
    key: "monitor.brandRepeats",
    env: "ANSWERLENS_MONITOR_BRAND_REPEATS",
    kind: "integer",
    defaultValue: 3,
    min: 1,
    max: 3,
    description:
      "Samples: times geo.brand asks each prompt on each platform per round, unless the submit gives repeatQueryTimes (docs/metrics.md).",
  },

  {
    key: "sandbox.enabled",
    flag: "sandbox",
    env: "ANSWERLENS_SANDBOX",
    kind: "boolean",
    defaultValue: false,
    description: "Start the sandbox platforms in-process and point every platform at them.",
  },
  {
    key: "sandbox.latency",
    env: "ANSWERLENS_SANDBOX_LATENCY",
    kind: "string",
    defaultValue: null,
    description: "In-process sandbox latency per platform in ms, e.g. `*=800` or `kimi=2000,deepseek=300`.",
  },
  {
    key: "sandbox.faults",
    env: "ANSWERLENS_SANDBOX_FAULTS",
    kind: "string",
    defaultValue: null,
    description:
      "In-process sandbox faults, e.g. `deepseek=429:0.5,kimi=timeout:x1` (see `answerlens sandbox --help`).",
  },
  {
    key: "generator.platform",
    env: "ANSWERLENS_GENERATOR_PLATFORM",
    kind: "string",
    defaultValue: "deepseek",
    description:
      "Platform code that writes questions (geo.checker without `questions`, geo.questions_corr_recommend `aiQuestions`).",
  },
  {
    key: "generator.maxQuestions",
    env: "ANSWERLENS_GENERATOR_MAX_QUESTIONS",
    kind: "integer",
    defaultValue: 10,
    min: 1,
    max: 50,
    description: "Most questions the generator platform's answer is cut to (after deduplication).",
  },
  {
    key: "suggestion.baseUrl",
    env: "ANSWERLENS_SUGGESTION_URL",
    kind: "string",
    defaultValue: null,
    description:
      "Baidu-style `/sugrec` suggestion site for `baiduQuestions` (`https://www.baidu.com` for the real one). Unset: the sandbox's with --sandbox, else no Baidu questions.",
  },
  {
    key: "providers.siteRank",
    env: "ANSWERLENS_SITE_RANK_PROVIDER",
    kind: "string",
    defaultValue: "none",
    description:
      "Source of geo.checker `rank` (search-engine weight); `none` answers null. See docs/operations.md.",
  },
  {
    key: "providers.indexStatus",
    env: "ANSWERLENS_INDEX_STATUS_PROVIDER",
    kind: "string",
    defaultValue: "none",
    description:
      "Source of geo.checker `urlInclude` (indexed or not); `none` answers null. See docs/operations.md.",
  },
  {
    key: "providers.heat",
    env: "ANSWERLENS_HEAT_PROVIDER",
    kind: "string",
    defaultValue: "none",
    description: "Source of `hotValue` in geo.questions_corr_recommend; `none` answers 0 (unknown).",
  },
  {
    key: "integrations.mcpPollIntervalMs",
    env: "ANSWERLENS_MCP_POLL_INTERVAL_MS",
    kind: "integer",
    defaultValue: 10_000,
    min: 10,
    max: 60_000,
    description:
      "How often the `/mcp` endpoint's tools poll a task they wait for (the spec's 10 s by default).",
  },
  {
    key: "integrations.chromiumPath",
    env: "ANSWERLENS_CHROMIUM_PATH",
    kind: "string",
    defaultValue: "/usr/bin/chromium",
    description: "Chromium that renders rank-monitor reports as PDF; without it `?format=pdf` answers 503.",
  },
  {
    key: "webhooks.allowPrivateAddresses",
    env: "ANSWERLENS_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES",
    kind: "boolean",
    defaultValue: false,
    description:
      "Let webhooks reach private, loopback, link-local and other internal addresses (off: refused at creation and at connect time; docs/webhooks.md).",
  },
  {
    key: "webhooks.timeoutSeconds",
    env: "ANSWERLENS_WEBHOOKS_TIMEOUT_SECONDS",
    kind: "integer",
    defaultValue: 10,
    min: 1,
    max: 60,
    description:
      "Longest one webhook delivery attempt may take (connect, send, answer); a claimed delivery's lease is three times this.",
  },
  {
    key: "webhooks.maxPerAccount",
    env: "ANSWERLENS_WEBHOOKS_MAX_PER_ACCOUNT",
    kind: "integer",
    defaultValue: 10,
    min: 1,
    max: 100,
    description: "Most webhooks one account may have; one more is refused with 400.",
  },
] as const satisfies readonly SettingDefinition[];

export type SettingKey = (typeof SETTINGS)[number]["key"];
