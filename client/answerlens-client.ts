import { errorForCode, RateLimitedError, TaskWaitTimeoutError } from "./client-errors.ts";
import type {
  ImmediateApiCode,
  ParamsOf,
  QuotaRecord,
  ResultOf,
  SyncApiCode,
  TaskApiCode,
  TaskRecord,
} from "./operation-types.ts";

/** The spec's recommended polling interval (3.1) and client wait ceiling (8). */
export const DEFAULT_POLL_INTERVAL_MS = 10_000;
export const DEFAULT_WAIT_TIMEOUT_MS = 5 * 60_000;

export interface ClientOptions {
  /** The service's base URL, e.g. `https://answerlens.example.com` (also used for /execute). */
  baseUrl: string;
  /** The API key; sent only in the `Service-API-Key` header, never in a URL. */
  apiKey: string;
  /** A fetch implementation (default: the global fetch of Node >= 18 or the browser). */
  fetch?: typeof fetch;
  /** Retries after a 429, each after the service's Retry-After (default 2); then RateLimitedError. */
  maxRateLimitRetries?: number;
}

export interface CallOptions {
  /** Sent as `Service-Request-Id`; makes a task submit idempotent for this key. */
  requestId?: string;
  signal?: AbortSignal;
}

export interface WaitOptions {
  /** Time between polls (default 10 000 ms, the spec's interval). */
  intervalMs?: number;
  /** Give up with TaskWaitTimeoutError after this long (default 5 minutes, the spec's ceiling). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Called with every record read, pending ones included. */
  onProgress?: (task: TaskRecord, elapsedMs: number) => void;
}

export type SubmitAnswer<C extends TaskApiCode | ImmediateApiCode> = C extends ImmediateApiCode
  ? { requestId: string; result: ResultOf<C> }
  : { requestId: string; taskId: string };

interface Envelope<T> {
  code: number;
  msg: string;
  data: T | null;
  timeStamp: number;
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. Browser-safe (no node: timers). */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get("retry-after");
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * A client of the answerlens API (Brand Visibility Analytics API v1 plus answerlens's additions). It uses
 * only `fetch`, so it runs in Node and in browsers.
 */
export class AnswerlensClient {
  readonly #baseUrl: string;
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;
  readonly #maxRateLimitRetries: number;

  constructor(options: ClientOptions) {
    if (!options.baseUrl) throw new TypeError("createClient: baseUrl is required");
    if (!options.apiKey) throw new TypeError("createClient: apiKey is required");
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#maxRateLimitRetries = options.maxRateLimitRetries ?? 2;
  }

  /**
   * One HTTP call: the key header, a JSON body, 429 retried after Retry-After. Answers the raw response
   * when it succeeded (2xx); an envelope error becomes its typed error.
   */
  async request(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { "service-api-key": this.#apiKey };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (options.requestId !== undefined) headers["service-request-id"] = options.requestId;
    for (let attempt = 0; ; attempt++) {
      const response = await this.#fetch(`${this.#baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
      if (response.ok) return response;
      const requestId = response.headers.get("service-request-id") ?? undefined;
      const text = await response.text();
      let envelope: Partial<Envelope<unknown>> = {};
      try {
        envelope = JSON.parse(text) as Envelope<unknown>;
      } catch {
        // Not the service's envelope (a proxy's page): the HTTP status is the code.
      }
      const code = typeof envelope.code === "number" ? envelope.code : response.status;
      const message = typeof envelope.msg === "string" ? envelope.msg : `HTTP ${response.status}`;
      const error = errorForCode(code, message, response.status, requestId);
      if (error instanceof RateLimitedError) {
        error.retryAfterSeconds = retryAfterSeconds(response);
        if (attempt < this.#maxRateLimitRetries) {
          await sleep((error.retryAfterSeconds ?? 1) * 1000, options.signal);
          continue;
        }
      }
      throw error;
    }
  }

  /** A call whose answer is the envelope: `data` on code 200, the typed error otherwise. */
  async call<T>(method: "GET" | "POST", path: string, body?: unknown, options?: CallOptions): Promise<T> {
    const response = await this.request(method, path, body, options);
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) {
      throw errorForCode(envelope.code, envelope.msg, response.status);
    }
    return envelope.data as T;
  }

  /**
   * `POST /v1/openapi/tasks`: submits a task (answers `{requestId, taskId}`), or for
   * geo.questions_corr_recommend answers `{requestId, result}` at once.
   */
  submitTask<C extends TaskApiCode | ImmediateApiCode>(
    apiCode: C,
    data: ParamsOf<C>,
    options?: CallOptions,
  ): Promise<SubmitAnswer<C>> {
    return this.call("POST", "/v1/openapi/tasks", { apiCode, data }, options);
  }

  /** `GET /v1/openapi/tasks/{taskId}`: the task record; `result` is set when status is 2. */
  getTask<C extends TaskApiCode = TaskApiCode>(
    taskId: string,
    options?: CallOptions,
  ): Promise<TaskRecord<ResultOf<C>>> {
    return this.call("GET", `/v1/openapi/tasks/${encodeURIComponent(taskId)}`, undefined, options);
  }

  /** `POST /v1/openapi/tasks/{taskId}/cancel` (answerlens addition): the record after the cancel. */
  cancelTask(taskId: string, options?: CallOptions): Promise<TaskRecord> {
    return this.call("POST", `/v1/openapi/tasks/${encodeURIComponent(taskId)}/cancel`, undefined, options);
  }

  /**
   * Polls a task until it leaves PENDING (status 1) and answers the final record, whatever its status.
   * Throws TaskWaitTimeoutError after `timeoutMs`, and the signal's reason when it aborts.
   */
  async waitForTask<C extends TaskApiCode = TaskApiCode>(
    taskId: string,
    options: WaitOptions = {},
  ): Promise<TaskRecord<ResultOf<C>>> {
    const intervalMs = options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
    const started = Date.now();
    for (;;) {
      const task = await this.getTask<C>(taskId, { signal: options.signal });
      const elapsed = Date.now() - started;
      options.onProgress?.(task as TaskRecord, elapsed);
      if (task.status !== 1) return task;
      const left = timeoutMs - elapsed;
      if (left <= 0) throw new TaskWaitTimeoutError(taskId, timeoutMs, task);
      await sleep(Math.min(intervalMs, left), options.signal);
    }
  }

  /** `POST /v1/openapi/execute`: a synchronous query's result (`data`). */
  execute<C extends SyncApiCode>(apiCode: C, data: ParamsOf<C>, options?: CallOptions): Promise<ResultOf<C>> {
    return this.call("POST", "/v1/openapi/execute", { apiCode, data }, options);
  }

  /** `GET /v1/openapi/quota/usage`: points and permission lines. */
  quotaUsage(options?: CallOptions): Promise<QuotaRecord> {
    return this.call("GET", "/v1/openapi/quota/usage", undefined, options);
  }

  /**
   * `GET /v1/openapi/tasks/{taskId}/export` (answerlens addition): a geo.rank_monitor task's observations
   * as a streamed CSV or JSON Lines response; read `response.body` or `response.text()`.
   */
  exportTask(taskId: string, format: "csv" | "jsonl", options?: CallOptions): Promise<Response> {
    const path = `/v1/openapi/tasks/${encodeURIComponent(taskId)}/export?format=${format}`;
    return this.request("GET", path, undefined, options);
  }

  /** `GET /v1/openapi/tasks/{taskId}/report` (answerlens addition): an HTML or PDF report. */
  report(taskId: string, format: "html" | "pdf" = "html", options?: CallOptions): Promise<Response> {
    const path = `/v1/openapi/tasks/${encodeURIComponent(taskId)}/report?format=${format}`;
    return this.request("GET", path, undefined, options);
  }
}

export function createClient(options: ClientOptions): AnswerlensClient {
  return new AnswerlensClient(options);
}
