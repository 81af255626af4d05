import { type AnswerlensClient, TaskWaitTimeoutError } from "../../client/index.ts";
import type { ApiCode, SyncApiCode } from "../operations/operation.ts";
import { OPERATION_DEFINITIONS } from "../operations/operation-definitions.ts";
import { summarizeBrand, summarizeChecker, summarizeRanking } from "./task-summaries.ts";

type Json = Record<string, unknown>;
type JsonSchema = { type: "object"; properties?: Record<string, unknown>; required?: string[] } & Json;

export interface ToolContext {
  readonly client: AnswerlensClient;
  /** Time between polls of a task (the spec's 10 s unless the server was started otherwise). */
  readonly pollIntervalMs: number;
  readonly signal?: AbortSignal;
}

/** One MCP tool: what an agent sees (name, description, JSON schema) and what it does. */
export interface McpTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  run(args: Json, context: ToolContext): Promise<unknown>;
}

/** Default and ceiling of a tool's wait for a task: within an MCP client's usual 60 s request timeout. */
const DEFAULT_WAIT_SECONDS = 50;
const MAX_WAIT_SECONDS = 290;

const WAIT_SECONDS_SCHEMA = {
  type: "integer",
  minimum: 0,
  maximum: MAX_WAIT_SECONDS,
  description: `Seconds to wait for the task to finish (default ${DEFAULT_WAIT_SECONDS}). When it is still running, the answer carries the taskId: call task_result with it later.`,
};

/** The operation's own `data` schema (the spec's parameter names), as plain JSON Schema. */
function operationSchema(apiCode: ApiCode, extra: Record<string, unknown> = {}): JsonSchema {
  const schema = JSON.parse(JSON.stringify(OPERATION_DEFINITIONS[apiCode].dataSchema)) as JsonSchema;
  return { ...schema, properties: { ...schema.properties, ...extra } };
}

/**
 * An agent's arguments as the operation's parameters. They are not checked here: the service validates
 * them, and its message (naming the field) goes back to the agent as the tool's error.
 */
function agentArgs(args: Json): never {
  return args as never;
}

function withoutWait(args: Json): Json {
  const { waitSeconds: _ignored, ...data } = args;
  return data;
}

/** Summarises a finished task's result by its shape (the record does not say its apiCode). */
export function summarizeResult(result: unknown): unknown {
  if (result === null || typeof result !== "object") return result;
  const json = result as Json;
  if ("baseData" in json) return summarizeChecker(json);
  if ("platformStats" in json) return summarizeBrand(json);
  if ("requestRecommendationRate" in json) return summarizeRanking(json);
  if ("prompts" in json) {
    return { lastMonitorTime: json.lastMonitorTime, latestStatistics: json.latestStatistics };
  }
  return json;
}

/** Submits a task, waits for it (bounded), and answers the compact summary plus the task id. */
async function submitAndWait(
  apiCode: "geo.ranking" | "geo.checker" | "geo.brand",
  args: Json,
  context: ToolContext,
): Promise<unknown> {
  const waitSeconds = Math.min(
    MAX_WAIT_SECONDS,
    Math.max(0, Number(args.waitSeconds ?? DEFAULT_WAIT_SECONDS)),
  );
  const { taskId, requestId } = await context.client.submitTask(apiCode, agentArgs(withoutWait(args)), {
    signal: context.signal,
  });
  try {
    const task = await context.client.waitForTask(taskId, {
      intervalMs: context.pollIntervalMs,
      timeoutMs: waitSeconds * 1000,
      signal: context.signal,
    });
    if (task.status !== 2) {
      return { taskId, requestId, status: task.statusDesc, errorMessage: task.errorMessage };
    }
    return { taskId, requestId, status: task.statusDesc, summary: summarizeResult(task.result) };
  } catch (error) {
    if (!(error instanceof TaskWaitTimeoutError)) throw error;
    return {
      taskId,
      requestId,
      status: "pending",
      note: "The task is still running. Call task_result with this taskId in a little while.",
    };
  }
}

/** A tool that runs one synchronous query with the agent's arguments as its `data`. */
function queryTool(name: string, apiCode: SyncApiCode, description: string): McpTool {
  return {
    name,
    description,
    inputSchema: operationSchema(apiCode),
    run: (args, context) => context.client.execute(apiCode, agentArgs(args), { signal: context.signal }),
  };
}

export const MCP_TOOLS: readonly McpTool[] = [
  {
    name: "geo_ranking",
    description:
      "Ask one question (keyword) on several AI chat platforms and measure how the given brands appear in the answers: recommended or not, rank position, exposure, sentiment, cited sources. Waits for the result and returns a compact summary per platform plus the taskId. Platform codes: deepseek, kimi, baidu, tencent, aliyun, volcengine, gpt, google, perplexity, quark.",
    inputSchema: operationSchema("geo.ranking", { waitSeconds: WAIT_SECONDS_SCHEMA }),
    run: (args, context) => submitAndWait("geo.ranking", args, context),
  },
  {
    name: "geo_checker",
    description:
      'Check whether AI platforms cite a web page (url) when answering questions about a title or brand word. platforms is ONE comma-separated string (e.g. "deepseek,kimi"); questions, when given, is a string holding a JSON array of questions. Waits and returns the page\'s score, per-platform mentions and top cited URLs and domains, plus the taskId.',
    inputSchema: operationSchema("geo.checker", { waitSeconds: WAIT_SECONDS_SCHEMA }),
    run: (args, context) => submitAndWait("geo.checker", args, context),
  },
  {
    name: "question_ideas",
    description:
      "Suggest questions people ask AI platforms and search engines about a keyword (geo.questions_corr_recommend): aiQuestions and baiduQuestions, each with a hotValue (0 means no heat figure, not failure). Use them as keywords for geo_ranking.",
    inputSchema: operationSchema("geo.questions_corr_recommend"),
    async run(args, context) {
      const answer = await context.client.submitTask("geo.questions_corr_recommend", agentArgs(args), {
        signal: context.signal,
      });
      return answer.result;
    },
  },
  queryTool(
    "brand_overview",
    "llm.comparison",
    "A monitored brand's standing on each AI platform (llm.comparison): average position, top-1/3/10 rates, sentiment, overall score, visibility rate, for a date range (default the last 7 days). Needs the brandId from a geo.brand task's result (info.brandId); call task_result with a geo.brand taskId to get it.",
  ),
  queryTool(
    "brand_trend",
    "llm.trend",
    "Daily points of a monitored brand per platform (llm.trend): visibility count and rate, top-1/3/10 rates, position, AI voice share (brandRate), ordered by date. null when there is no exposure data. Needs brandId (from a geo.brand task).",
  ),
  queryTool(
    "competitors",
    "geo.competitors",
    "The competitors answerlens knows for a monitored brand (geo.competitors): names, websites, keywords, whether each is tracked (monitorType 1) or was learned from answers (0). competitorName filters by a part of the name. Needs brandId.",
  ),
  queryTool(
    "prompt_overview",
    "prompt.analysis.overview",
    "Per monitoring question of a brand (prompt.analysis.overview): visibility, average position, AI voice share, top 3 competitors, sentiment and daily trends. competitorName is the target brand's own name as answers spell it. Needs brandId.",
  ),
  queryTool(
    "brand_statistics",
    "brand.statistics",
    "A monitored brand's rates and means (visibility, share of voice, position, sentiment, top-1/3/10, recommendation) over a date range, each with its sample count and 95 % interval, for the brand and per platform, topic and prompt (brand.statistics). Prefer it to brand_overview when deciding whether a difference is real: figures with tooFewSamples true are not conclusive. Needs brandId.",
  ),
  queryTool(
    "brand_signals",
    "brand.signals",
    "Confirmed changes of a monitored brand's rates (day over day, week over week; for the brand, a platform, a topic or a prompt), newest first (brand.signals): what changed, by how much, and how sure. Use it to answer 'what changed recently'. Needs brandId.",
  ),
  queryTool(
    "rank_monitor_statistics",
    "rank_monitor.statistics",
    "A geo.rank_monitor task's mention rates overall, per prompt, per platform and for the latest run, with sample counts and 95 % intervals (rank_monitor.statistics). Needs the taskId of the geo.rank_monitor task.",
  ),
  {
    name: "quota",
    description:
      "The account's remaining points and, per permission, the allowed, used and remaining uses of this period (null means unlimited or not applicable, not 0).",
    inputSchema: { type: "object", properties: {} },
    run: (_args, context) => context.client.quotaUsage({ signal: context.signal }),
  },
  {
    name: "task_result",
    description:
      "The status of a task submitted earlier (by geo_ranking, geo_checker or any client) and, when it has finished successfully, a compact summary of its result.",
    inputSchema: {
      type: "object",
      properties: {
        taskId: { type: "string", pattern: "^task_[0-9a-f]{32}$", description: "task_<32 hex>" },
      },
      required: ["taskId"],
    },
    async run(args, context) {
      const task = await context.client.getTask(String(args.taskId), { signal: context.signal });
      return {
        taskId: task.taskId,
        status: task.statusDesc,
        errorMessage: task.errorMessage,
        summary: task.status === 2 ? summarizeResult(task.result) : null,
      };
    },
  },
];
