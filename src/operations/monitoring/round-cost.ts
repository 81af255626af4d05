import { PERMISSION_BY_API_CODE, type TaskApiCode } from "../operation.ts";
import type { ParamsOf } from "../operation-definitions.ts";
import { DEFAULT_GENERATOR, DEFAULT_MONITOR_SETTINGS } from "../task-executors.ts";

/** Platform asks a submit causes: per round for monitors, once for one-off operations. */
export interface AskCost {
  readonly apiCode: TaskApiCode;
  /** Asks of one monitoring round (the first round runs inside the submitted task). */
  readonly asksPerRound: number;
  /** Asks made once, outside the rounds (a brand's profile, a checker's generated questions). */
  readonly oneOffAsks: number;
  /** True when the monitor repeats the round on the schedule (geo.brand, geo.rank_monitor). */
  readonly recurring: boolean;
  /** How the number is made, in words: `2 prompts x 3 platforms x 3 samples`. */
  readonly formula: string;
  /** The quota permission one submit uses (with `tasks.pointsPerTask` points); rounds use none. */
  readonly permission: string;
}

/** `1 prompt`, `3 prompts`. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

export interface CostSettings {
  readonly brandRepeats: number;
  readonly maxTopics: number;
  readonly promptsPerTopic: number;
}

/**
 * The platform asks a parsed submit will cause (docs/metrics.md "Samples and cost"). geo.brand's prompts
 * come from its profile, so its figure is the most the profile allows (monitor.maxTopics x
 * monitor.promptsPerTopic) and one profile ask on the brand's first submit. Pure.
 */
export function askCost(
  apiCode: TaskApiCode,
  params: ParamsOf<TaskApiCode>,
  settings: CostSettings = DEFAULT_MONITOR_SETTINGS,
): AskCost {
  const permission = PERMISSION_BY_API_CODE[apiCode];
  if (apiCode === "geo.rank_monitor") {
    const p = params as ParamsOf<"geo.rank_monitor">;
    const prompts = p.promptTexts.length;
    return {
      apiCode,
      asksPerRound: prompts * p.platforms.length * p.repeatQueryTimes,
      oneOffAsks: 0,
      recurring: true,
      formula: `${count(prompts, "prompt")} x ${count(p.platforms.length, "platform")} x ${count(p.repeatQueryTimes, "sample")}`,
      permission,
    };
  }
  if (apiCode === "geo.brand") {
    const p = params as ParamsOf<"geo.brand">;
    const prompts = settings.maxTopics * settings.promptsPerTopic;
    const samples = p.repeatQueryTimes ?? settings.brandRepeats;
    return {
      apiCode,
      asksPerRound: prompts * p.platforms.length * samples,
      oneOffAsks: 1,
      recurring: true,
      formula: `up to ${count(prompts, "prompt")} (${count(settings.maxTopics, "topic")} x ${settings.promptsPerTopic}) x ${count(p.platforms.length, "platform")} x ${count(samples, "sample")}`,
      permission,
    };
  }
  if (apiCode === "geo.checker") {
    const p = params as ParamsOf<"geo.checker">;
    const questions = p.questions?.length ?? DEFAULT_GENERATOR.maxQuestions;
    return {
      apiCode,
      asksPerRound: questions * p.platforms.length,
      oneOffAsks: p.questions ? 0 : 1,
      recurring: false,
      formula: `${p.questions ? "" : "up to "}${count(questions, "question")} x ${count(p.platforms.length, "platform")}`,
      permission,
    };
  }
  const p = params as ParamsOf<"geo.ranking">;
  return {
    apiCode,
    asksPerRound: p.platforms.length,
    oneOffAsks: 0,
    recurring: false,
    formula: `1 question x ${count(p.platforms.length, "platform")}`,
    permission,
  };
}

/** The cost in a few lines, for `answerlens task submit --dry-run` and the submit's progress output. */
export function describeAskCost(cost: AskCost): string {
  const lines = cost.recurring
    ? [
        `${cost.apiCode}: ${cost.formula} = ${cost.asksPerRound} platform asks per round` +
          ` (one round a day on the default schedule: ${cost.asksPerRound * 30} asks in 30 days)`,
      ]
    : [`${cost.apiCode}: ${cost.formula} = ${cost.asksPerRound} platform asks`];
  if (cost.oneOffAsks > 0)
    lines.push(
      `plus ${cost.oneOffAsks} generator ask${cost.apiCode === "geo.brand" ? " for a new brand's profile" : ""}`,
    );
  lines.push(
    `quota: the submit uses 1 ${cost.permission} count and tasks.pointsPerTask points (default 1)` +
      (cost.recurring ? "; scheduled rounds use no quota" : ""),
  );
  return lines.join("\n");
}
