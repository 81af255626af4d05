import { fill } from "../answer-blocks.ts";
import type { AnswerContext, ShapeResult } from "../answer-context.ts";
import { retailChannels } from "../retail-channels.ts";
import { shuffled } from "../seeded-random.ts";

/** Questions that ask where to buy rather than what to buy. */
export function asksWhereToBuy(question: string): boolean {
  return /哪里买|在哪买|哪儿买|去哪买|哪买|购买渠道|什么渠道|哪个平台买|where (can|should|do) i (buy|get|order)|where to (buy|get|order)|best (place|site|store)s? to buy/i.test(
    question,
  );
}

/**
 * A where-to-buy answer: retailers as bold heads after the platform's item markers, each with a note
 * ("**京东**：自营商品发货快…"), brands in prose as official channels, and buying tips.
 */
export function whereToBuyShape(ctx: AnswerContext): ShapeResult {
  const { random, voice } = ctx;
  const channels = shuffled(random, retailChannels(ctx.category?.group ?? null, ctx.zh)).slice(
    0,
    3 + Math.floor(random() * 2),
  );
  const lines = [
    fill(ctx, ctx.zh ? "购买{t}，建议优先选择正规渠道" : "For a {t}, stick to reputable sellers", {}) +
      `${ctx.cite()}${ctx.zh ? "：" : ":"}`,
    "",
  ];
  channels.forEach((channel, i) => {
    lines.push(`${voice.item(i + 1, channel.name)}${ctx.phrases.colon}${channel.note}${ctx.cite()}`);
  });
  lines.push("");
  const brands = ctx.picks.slice(0, 3).map((b) => b.name);
  if (brands.length > 0)
    lines.push(
      ctx.zh
        ? `如果已经选好品牌，比如${ctx.phrases.listJoin(brands)}，也可以直接在品牌官网、官方小程序或官方旗舰店购买，售后更省心。`
        : `If you have already settled on a brand such as ${ctx.phrases.listJoin(brands)}, buying from the brand's own store keeps the warranty simple.`,
      "",
    );
  lines.push(
    ctx.zh ? "**避坑提示**：" : "**Tips**:",
    ctx.zh ? "- 大促期间先比价，注意“先涨后降”" : '- Compare prices during sales; some "deals" are not',
    ctx.zh ? "- 保留发票和订单截图，方便保修" : "- Keep the receipt for warranty claims",
  );
  return { lines, brands, retailers: channels.map((c) => c.name) };
}
