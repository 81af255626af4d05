import { adviceSection, aspectPair, inHead, praise, prosAndCons } from "../answer-blocks.ts";
import type { AnswerContext, ShapeResult } from "../answer-context.ts";

export const GENERIC_ASPECTS = {
  zh: ["口碑", "价格", "品质", "售后服务", "性价比"],
  en: ["reputation", "price", "build quality", "customer support", "value for money"],
} as const;

/** The thing a question asks about, with the asking words removed ("2025年吸尘器哪个牌子好" -> "吸尘器"). */
export function topicOf(question: string, zh: boolean): string {
  if (zh) {
    const topic = question
      .replace(/[「」“”"《》？?！!。，,：:\s]/g, "")
      .replace(/^\d{4}年?/, "")
      .replace(
        /(哪个牌子好|哪个品牌好|哪家好|哪家强|哪个好|品牌推荐|推荐一下|推荐|有哪些|有什么|什么|最好的|好用的|值得买的|排行榜|前十名|十大|品牌|牌子|怎么选|怎么样|靠谱吗)/g,
        "",
      );
    return topic.length > 0 && topic.length <= 12 ? topic : "这个品类";
  }
  const topic = question
    .toLowerCase()
    .replace(/[?!.,"“”]/g, " ")
    .replace(
      /\b(what|which|who|is|are|the|best|top|\d+|brands?|to|buy|should|i|do|you|recommend|a|an|in|for|me|worth|it|most|reliable|good|of)\b/g,
      " ",
    )
    .replace(/\s+/g, " ")
    .trim();
  return topic.length > 0 && topic.length <= 40 ? topic : "this category";
}

/**
 * The answer to a question no category matches: the brands the question names, each with a head and
 * unnamed pros/cons; without any, general advice that names no brand (as models do when unsure).
 */
export function genericAnswerShape(ctx: AnswerContext): ShapeResult {
  const lines: string[] = [];
  if (ctx.picks.length === 0) {
    lines.push(
      ctx.zh
        ? `“${ctx.topic}”涉及的品牌和产品较多，我没有足够可靠的信息给出具体排名。可以从以下几个方面判断${ctx.cite()}：`
        : `I don't have enough reliable information to rank specific ${ctx.topic} brands. Here is how to judge them${ctx.cite()}:`,
      "",
      ...adviceSection(ctx, 1),
      "",
      ctx.zh
        ? "如果你告诉我具体的品类、预算和用途，我可以给出更有针对性的建议。"
        : "If you tell me the exact product type, budget and use, I can be more specific.",
    );
    return { lines, brands: [] };
  }
  lines.push(
    ctx.zh
      ? `关于${ctx.topic}，你提到的几个品牌各有侧重${ctx.cite()}：`
      : `The brands you mention each have their strengths${ctx.cite()}:`,
    "",
  );
  ctx.picks.forEach((brand, i) => {
    const [good, bad] = aspectPair(ctx);
    lines.push(
      ctx.voice.item(i + 1, inHead(ctx, brand)),
      praise(ctx, brand, good),
      ...prosAndCons(ctx, good, bad),
      "",
    );
  });
  lines.push(
    ctx.zh
      ? "具体选哪个，建议结合预算、使用场景和售后网点综合考虑。"
      : "Which one fits best depends on your budget, how you'll use it and local support.",
  );
  return { lines, brands: ctx.picks.map((b) => b.name) };
}
