import {
  aspectPair,
  comparisonTable,
  fill,
  inHead,
  intro,
  praise,
  prosAndCons,
  sentence,
  summary,
} from "../answer-blocks.ts";
import type { AnswerContext, ShapeResult } from "../answer-context.ts";
import { pick } from "../seeded-random.ts";

/**
 * A ranked list: one head per brand (in the platform's item style), a sentence of praise with a
 * citation, unnamed pros/cons sub-bullets, sometimes a named criticism or a usage note; the last brand
 * of a long list is advised against; a comparison table and a summary close it.
 */
export function rankedListShape(ctx: AnswerContext): ShapeResult {
  const { random, phrases, voice } = ctx;
  const negated = ctx.picks.length > 3 && random() < 0.8 ? ctx.picks[ctx.picks.length - 1] : null;
  const positives = ctx.picks.filter((b) => b !== negated);
  const lines = [intro(ctx), ""];
  const rows: [string, string, string][] = [];
  positives.forEach((brand, i) => {
    const [good, bad] = aspectPair(ctx);
    lines.push(voice.item(i + 1, inHead(ctx, brand)));
    lines.push(praise(ctx, brand, good));
    lines.push(...prosAndCons(ctx, good, bad));
    const roll = random();
    if (roll < 0.25)
      lines.push(`${voice.bullet} ${sentence(ctx, phrases.criticism, { x: brand.name, a: bad })}`);
    else if (roll < 0.45) {
      // A usage note or feature description: it reads like a warning, but is about the product.
      const notes = ctx.category?.notes?.map((n) => (ctx.zh ? n[0] : n[1])) ?? phrases.usageNotes;
      lines.push(`${voice.bullet} ${sentence(ctx, notes, {})}`);
    } else if (roll < 0.6) {
      const label = voice.boldLabels ? `**${phrases.fitLabel}**` : phrases.fitLabel;
      lines.push(`${voice.bullet} ${label}${phrases.colon}${pick(random, phrases.fits)}`);
    }
    lines.push("");
    rows.push([brand.name, good, bad]);
  });
  if (negated) {
    const text = fill(ctx, pick(random, phrases.notRecommended), {
      x: `**${negated.name}**`,
      a: pick(random, ctx.aspects),
    });
    lines.push(`${text}${ctx.cite()}${phrases.sentenceEnd}`, "");
  }
  if (random() < voice.table) lines.push(...comparisonTable(ctx, rows), "");
  if (voice.separator) lines.push("---", "");
  lines.push(summary(ctx, positives[0].name, (positives[1] ?? positives[0]).name));
  return { lines, brands: ctx.picks.map((b) => b.name) };
}
