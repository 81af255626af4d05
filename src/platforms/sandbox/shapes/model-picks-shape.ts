import { aspectPair, fill, intro, labelled, prosAndCons, summary } from "../answer-blocks.ts";
import type { AnswerContext, ShapeResult } from "../answer-context.ts";
import { priceOf, withModel } from "../brand-naming.ts";
import { pick } from "../seeded-random.ts";

/**
 * Model-level picks: each head is a product, the brand glued to its model ("飞科FS903", "小米15 Ultra",
 * "Llama3.1:8b"), with a reason, unnamed pros/cons and a price, then a model table and a summary.
 */
export function modelPicksShape(ctx: AnswerContext): ShapeResult {
  const { random, voice, phrases } = ctx;
  const picks = ctx.picks.slice(0, Math.max(3, ctx.picks.length - Math.floor(random() * 2)));
  const lines = [intro(ctx), ""];
  const rows: string[] = [];
  picks.forEach((brand, i) => {
    const model = withModel(brand, random, ctx.zh);
    const [good, bad] = aspectPair(ctx);
    lines.push(voice.item(i + 1, model));
    const reason = fill(ctx, pick(random, phrases.reasons), { a: good });
    lines.push(labelled(ctx, phrases.whyLabel, `${reason}${ctx.cite()}`));
    lines.push(...prosAndCons(ctx, good, bad));
    const price = priceOf(ctx.category?.group ?? "electronics", random, ctx.zh);
    lines.push(labelled(ctx, phrases.priceLabel, price), "");
    rows.push(`| ${model} | ${price} | ${good} |`);
  });
  if (random() < voice.table + 0.2) {
    const head = ctx.zh ? "| 型号 | 价格 | 亮点 |" : "| Model | Price | Highlight |";
    lines.push(head, "|---|---|---|", ...rows, "");
  }
  if (voice.separator) lines.push("---", "");
  lines.push(summary(ctx, picks[0].name, (picks[1] ?? picks[0]).name));
  return { lines, brands: picks.map((b) => b.name) };
}
