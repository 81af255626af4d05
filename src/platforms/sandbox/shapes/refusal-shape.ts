import type { PlatformCode } from "../../platform-codes.ts";
import { adviceSection, fill } from "../answer-blocks.ts";
import type { AnswerContext, ShapeResult } from "../answer-context.ts";
import type { ProductCategory } from "../categories/product-category.ts";

/** Platforms that answer under Chinese law: they decline VPN and 翻墙 questions outright. */
const CHINESE_PLATFORMS: ReadonlySet<PlatformCode> = new Set([
  "volcengine",
  "baidu",
  "deepseek",
  "tencent",
  "aliyun",
  "kimi",
  "quark",
]);

export function refusesOutright(category: ProductCategory | null, platform: PlatformCode): boolean {
  return category?.id === "vpn" && CHINESE_PLATFORMS.has(platform);
}

/**
 * A refusal. Outright ("抱歉，我无法…"): no brand at all, only general advice. Soft ("I can't recommend
 * a specific … as the best for you"): a disclaimer, what to weigh, and then brands named in prose.
 */
export function refusalShape(ctx: AnswerContext, outright: boolean): ShapeResult {
  const lines: string[] = [];
  if (outright && ctx.category?.id === "vpn")
    lines.push(
      ctx.zh
        ? "抱歉，根据中国相关法律法规，我无法提供翻墙工具或VPN的推荐和使用方法。如有跨境访问的正当需求，建议通过运营商或企业办理的合规专线。"
        : "Sorry, I can't help with VPNs or tools for bypassing network restrictions. For legitimate cross-border access, ask your carrier or employer about compliant leased lines.",
    );
  else
    lines.push(
      fill(
        ctx,
        ctx.zh
          ? "我无法为你推荐具体的{t}产品，因为合适与否取决于你的个人情况，相关决策建议咨询专业人士。"
          : "I can't recommend specific {t} products as the best for you, since the right choice depends on your circumstances; for decisions like this, a qualified professional is the best source.",
        {},
      ),
    );
  lines.push("");
  if (outright) return { lines, brands: [] };
  lines.push(...adviceSection(ctx, 1), "");
  const brands = ctx.picks.slice(0, 3 + Math.floor(ctx.random() * 2)).map((b) => b.name);
  lines.push(
    ctx.zh
      ? `在公开讨论中，常被提及的有${ctx.phrases.listJoin(brands)}等${ctx.cite()}，但请以官方条款和自身需求为准。`
      : `For reference, names that come up often in public comparisons include ${ctx.phrases.listJoin(brands)}${ctx.cite()}, but check the official terms against your own needs.`,
  );
  return { lines, brands };
}
