import { aspectPair, fill, inHead, intro, praise, prosAndCons } from "../answer-blocks.ts";
import type { AnswerContext, ShapeResult } from "../answer-context.ts";
import { withModel } from "../brand-naming.ts";
import { codeSnippet } from "./code-snippets.ts";

/** Questions that ask how to set something up or use it (software answers then lead with steps). */
export function asksHowTo(question: string): boolean {
  return /怎么(部署|安装|配置|用|使用|搭建)|如何(部署|安装|配置|使用|搭建)|教程|how (do i|to) (set ?up|install|deploy|run|use|configure)|tutorial|getting started/i.test(
    question,
  );
}

/**
 * A software answer: a short ranked list of tools, then a "quick start" section with a fenced code
 * block for the top pick (commands, a query or a config), and notes after it.
 */
export function setupGuideShape(ctx: AnswerContext): ShapeResult {
  const { random, voice } = ctx;
  const picks = ctx.picks.slice(0, 3 + Math.floor(random() * 2));
  const lines = [intro(ctx), ""];
  picks.forEach((brand, i) => {
    const [good, bad] = aspectPair(ctx);
    lines.push(
      voice.item(i + 1, inHead(ctx, brand)),
      praise(ctx, brand, good),
      ...prosAndCons(ctx, good, bad),
      "",
    );
  });
  const top = picks[0];
  const model = withModel(top, random, ctx.zh);
  const snippet = codeSnippet(ctx.category?.id ?? "", top, model);
  lines.push(
    voice.section(2, ctx.zh ? `快速上手（以${model}为例）` : `Quick start with ${model}`, ctx.zh),
    "",
    `\`\`\`${snippet.lang}`,
    snippet.code,
    "```",
    "",
    fill(
      ctx,
      ctx.zh
        ? "以上命令仅作示例，具体参数以官方文档为准。"
        : "The commands are an example; check the official docs for current options.",
      {},
    ),
  );
  return { lines, brands: picks.map((b) => b.name) };
}
