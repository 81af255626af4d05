import type { AskOptions, PlatformClient } from "../platforms/platform-client.ts";
import type { PlatformCode } from "../platforms/platform-codes.ts";

/** Which platform writes questions, and how many it may return (config `generator.*`). */
export interface GeneratorSettings {
  readonly platform: PlatformCode;
  readonly maxQuestions: number;
}

export interface QuestionGenerator {
  /** The platform that writes the questions. */
  readonly platform: PlatformCode;
  /** Questions users would plausibly ask an AI about `subject`; at most `maxQuestions`, deduplicated. */
  generate(subject: string, options?: AskOptions): Promise<string[]>;
}

/** The prompt sent to the generator platform. Chinese or English after the subject's script. */
export function questionPrompt(subject: string, count: number): string {
  return /[\u4e00-\u9fff]/.test(subject)
    ? `围绕「${subject}」，列出用户最可能向 AI 提出的 ${count} 个问题，每行一个，只输出问题本身。`
    : `List the ${count} questions people are most likely to ask an AI assistant about "${subject}", one per line, questions only.`;
}

/** List markers a model puts before an item: `1.` `1、` `1)` `（1）` `**1.**` `-` `*` `•` `Q1:` `问题1：`. */
const ITEM_MARKER =
  /^(?:[-*•·]\s+|(?:\*\*)?(?:[(（]?\d{1,3}[.、:：)）](?!\d)|[(（]\d{1,3}[)）]|q\d{1,3}[.:：]|问题\s*\d{1,3}\s*[.、:：])(?:\*\*)?\s*)/i;
const QUESTION_END = /[?？]$/;

/**
 * Reads the questions out of a model's answer: list items (numbered or bulleted) are questions;
 * intro and closing lines are not. Strips markers, markdown emphasis and wrapping quotes; drops empty
 * lines and duplicates (case and space insensitive); keeps the model's order; stops at `max`.
 * When the answer has no list at all, lines that end in a question mark count instead.
 */
export function parseQuestionList(answer: string, max: number): string[] {
  const lines = answer.split(/\r?\n/).map((line) => line.trim());
  const items = lines.filter((line) => ITEM_MARKER.test(line)).map((line) => line.replace(ITEM_MARKER, ""));
  const candidates = items.length > 0 ? items : lines.filter((line) => QUESTION_END.test(line));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const candidate of candidates) {
    const question = cleanQuestion(candidate);
    if (question === "" || question.length > 200) continue;
    const key = question
      .toLowerCase()
      .replace(/\s+/g, "")
      .replace(/[?？。.!！]+$/, "");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(question);
    if (out.length >= max) break;
  }
  return out;
}

function cleanQuestion(text: string): string {
  return text
    .replace(/\*\*|__|`/g, "")
    .replace(/^#+\s*/, "")
    .replace(/^["“「『'](.*)["”」』']$/, "$1")
    .trim();
}

/**
 * Generates questions by asking the configured generator platform through the same platform client
 * (its limits, retries and sandbox apply). A platform error propagates: callers decide what a missing
 * list means (geo.checker fails the task; question discovery answers an empty list).
 */
export function createQuestionGenerator(
  platforms: PlatformClient,
  settings: GeneratorSettings,
): QuestionGenerator {
  return {
    platform: settings.platform,
    async generate(subject, options = {}) {
      const answer = await platforms.ask(
        settings.platform,
        questionPrompt(subject, settings.maxQuestions),
        options,
      );
      return parseQuestionList(answer.text, settings.maxQuestions);
    },
  };
}
