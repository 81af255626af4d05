import type { PlatformCode } from "../platform-codes.ts";
import type { ComposedAnswer } from "./compose-answer.ts";
import { isChinese } from "./compose-answer.ts";
import { detectDomain } from "./detect-category.ts";
import { pick, seededRandom, shuffled } from "./seeded-random.ts";

const ZH_QUESTIONS = [
  "{t}怎么样？",
  "{t}靠谱吗？",
  "{t}有哪些优缺点？",
  "{t}和同类产品相比有什么优势？",
  "{t}适合哪些人？",
  "{t}的价格大概是多少？",
  "{t}值得推荐吗？",
  "{t}的用户口碑如何？",
  "如何判断{t}是否适合自己？",
  "{t}有哪些常见问题？",
  "{t}最新有什么消息？",
  "购买{t}之前需要注意什么？",
  "{t}售后服务好不好？",
  "{t}和竞品哪个更好？",
];

const EN_QUESTIONS = [
  "Is {t} worth it?",
  "What are the pros and cons of {t}?",
  "How does {t} compare with its competitors?",
  "Who is {t} best for?",
  "How much does {t} cost?",
  "Is {t} reliable?",
  "What do users say about {t}?",
  "What should I know before choosing {t}?",
  "What are common problems with {t}?",
  "What is new with {t}?",
  "Is {t} a good choice for beginners?",
  "What are the best alternatives to {t}?",
];

/** How each platform writes a numbered list; the service's parser must read all of them. */
const LIST_STYLES: Readonly<Record<PlatformCode, (n: number, text: string) => string>> = {
  volcengine: (n, text) => `${n}. ${text}`,
  baidu: (n, text) => `${n}、${text}`,
  deepseek: (n, text) => `${n}. **${text}**`,
  tencent: (_n, text) => `- ${text}`,
  aliyun: (n, text) => `${n}）${text}`,
  google: (_n, text) => `* ${text}`,
  gpt: (n, text) => `${n}. ${text}`,
  kimi: (n, text) => `**${n}.** ${text}`,
  perplexity: (n, text) => `${n}. ${text}`,
  quark: (n, text) => `(${n}) ${text}`,
};

/**
 * A request for a list of questions users would ask (the question generator's prompt: "…列出…N个问题…",
 * "list N questions …"), as opposed to a question to answer.
 */
export function isQuestionListRequest(prompt: string): boolean {
  return /列出.{0,40}问题|(list|write|give)\b.{0,60}\bquestions\b/i.test(prompt);
}

function requestedCount(prompt: string): number {
  const match = /(\d{1,2})\s*(个|条|道)?\s*(问题|questions)/i.exec(prompt);
  const n = match ? Number(match[1]) : 8;
  return Math.min(Math.max(n, 1), 20);
}

/** The subject of the prompt: the text in 「」 or quotes, else the prompt itself. */
function subjectOf(prompt: string): string {
  const quoted = /[「“"《]([^」”"》]{1,80})[」”"》]/.exec(prompt);
  return (quoted ? quoted[1] : prompt).trim();
}

/**
 * Answers a question-list request the way a chat model does: an intro line, a numbered or bulleted
 * list in the platform's own style, and a closing remark; deterministic for (prompt, platform, day).
 * It sometimes repeats a question, as models do, so that callers deduplicate.
 */
export function composeQuestionList(prompt: string, platform: PlatformCode, day: string): ComposedAnswer {
  const random = seededRandom("question-list", prompt, platform, day);
  const language = isChinese(prompt) ? "zh" : "en";
  const subject = subjectOf(prompt);
  const templates = shuffled(random, language === "zh" ? ZH_QUESTIONS : EN_QUESTIONS);
  const questions = templates.slice(0, requestedCount(prompt)).map((t) => t.replaceAll("{t}", subject));
  if (questions.length > 2 && random() < 0.5) questions.push(pick(random, questions));
  const style = LIST_STYLES[platform];
  const lines =
    language === "zh"
      ? [`以下是围绕「${subject}」用户最可能提出的问题：`, ""]
      : [`Here are the questions people most often ask about "${subject}":`, ""];
  questions.forEach((question, i) => {
    lines.push(style(i + 1, question));
  });
  lines.push(
    "",
    language === "zh"
      ? "这些问题可以作为内容优化的参考。"
      : "You can use these questions to plan your content.",
  );
  return {
    language,
    domain: detectDomain(subject).id,
    brands: [],
    markdown: lines.join("\n"),
    sources: [],
  };
}
