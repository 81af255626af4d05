import {
  adviceSection,
  aspectPair,
  fill,
  inHead,
  intro,
  othersLine,
  praise,
  prosAndCons,
} from "../answer-blocks.ts";
import type { AnswerContext, ShapeResult } from "../answer-context.ts";
import type { AnswerBrand } from "../brand-naming.ts";
import { pick, shuffled } from "../seeded-random.ts";

/**
 * Sections by product kind under category headings ("### 无香型洗发水", "#### Best for sensitive skin"),
 * each naming its brands either as a bold comma list ("**Estée Lauder, Lancôme, Shiseido** - …") or as
 * bold-headed bullets with unnamed pros/cons sub-bullets; further brands in prose ("此外，德国的博世、
 * 日本的松下等品牌也值得关注"), then a considerations section with bold attribute labels.
 */
export function categorySectionsShape(ctx: AnswerContext): ShapeResult {
  const { random, voice } = ctx;
  // The kind the question asks about ("无香型洗发水哪个好") leads.
  const asked = (kind: readonly [string, string]) =>
    ctx.question.includes(kind[0]) || ctx.question.toLowerCase().includes(kind[1]);
  const kinds = shuffled(random, ctx.category?.kinds ?? [])
    .sort((a, b) => Number(asked(b)) - Number(asked(a)))
    .slice(0, 2 + Math.floor(random() * 2));
  const lines = [intro(ctx), ""];
  const named: AnswerBrand[] = [];
  let rest = [...ctx.picks];
  kinds.forEach((kind, k) => {
    const take = rest.length <= 2 ? rest.length : 2 + Math.floor(random() * 2);
    const group = rest.slice(0, take);
    rest = rest.slice(take);
    if (group.length === 0) return;
    named.push(...group);
    const heading = ctx.zh ? kind[0] : kind[1].replace(/^[a-z]/, (c) => c.toUpperCase());
    lines.push(voice.section(k + 1, heading, ctx.zh), "");
    if (group.length > 1 && random() < 0.55) {
      // "**A、B、C** - …": every brand of a bold comma list counts, not only the first.
      const [good, bad] = aspectPair(ctx);
      const list = `**${ctx.phrases.listJoin(group.map((b) => b.name)).replace(" and ", ", ")}**`;
      const line = fill(ctx, pick(random, ctx.phrases.kindLines), { list, a: good });
      lines.push(`${line}${ctx.cite()}${ctx.phrases.sentenceEnd}`);
      lines.push(...prosAndCons(ctx, good, bad));
    } else {
      for (const brand of group) {
        const [good, bad] = aspectPair(ctx);
        const sentenceText = praise(ctx, brand, good);
        lines.push(`${voice.bullet.trim()} **${inHead(ctx, brand)}**${ctx.phrases.colon}${sentenceText}`);
        lines.push(...prosAndCons(ctx, good, bad, "  "));
      }
    }
    lines.push("");
  });
  if (rest.length > 0) {
    named.push(...rest);
    lines.push(othersLine(ctx, rest), "");
  }
  if (named.length === 0) {
    named.push(...ctx.picks);
    lines.push(othersLine(ctx, ctx.picks), "");
  }
  lines.push(...adviceSection(ctx, kinds.length + 1));
  return { lines, brands: named.map((b) => b.name) };
}
