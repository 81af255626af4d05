import type { AnswerContext } from "./answer-context.ts";
import { fillPhrase } from "./answer-phrases.ts";
import { type AnswerBrand, withAlias, withCountry } from "./brand-naming.ts";
import { pick, shuffled } from "./seeded-random.ts";

/** Building blocks the answer layouts share. */

export function fill(ctx: AnswerContext, template: string, values: Record<string, string>): string {
  return fillPhrase(template, { t: ctx.topic, ...values });
}

/** Two different aspects: one the brand is good at, one it is weaker on. */
export function aspectPair(ctx: AnswerContext): [string, string] {
  const [good, bad] = shuffled(ctx.random, ctx.aspects);
  return [good, bad ?? good];
}

/** How a brand is named in running text: plain, with its other spelling, or after a country word. */
export function inProse(ctx: AnswerContext, brand: AnswerBrand): string {
  const roll = ctx.random();
  if (roll < 0.25) return withCountry(brand, ctx.zh, ctx.random() < 0.5) ?? brand.name;
  if (roll < 0.4) return withAlias(brand, ctx.zh);
  return brand.name;
}

/** A head's text: usually the plain name, sometimes with the other spelling ("戴森（Dyson）"). */
export function inHead(ctx: AnswerContext, brand: AnswerBrand): string {
  return ctx.random() < 0.3 ? withAlias(brand, ctx.zh) : brand.name;
}

/** "- **优点**：吸力出色" (labels unnamed: no brand in a pros/cons bullet). */
export function labelled(ctx: AnswerContext, label: string, text: string, indent = ""): string {
  const head = ctx.voice.boldLabels ? `**${label}**` : label;
  return `${indent}${ctx.voice.bullet} ${head}${ctx.phrases.colon}${text}`;
}

export function prosAndCons(ctx: AnswerContext, good: string, bad: string, indent = ""): string[] {
  const [pros, cons] = ctx.zh ? ctx.voice.labels.zh : ctx.voice.labels.en;
  return [
    labelled(ctx, pros, fill(ctx, pick(ctx.random, ctx.phrases.pros), { a: good }), indent),
    labelled(ctx, cons, fill(ctx, pick(ctx.random, ctx.phrases.cons), { a: bad }), indent),
  ];
}

/** A sentence praising the brand, with a citation. */
export function praise(ctx: AnswerContext, brand: AnswerBrand, aspect: string): string {
  const text = capitalFill(ctx, pick(ctx.random, ctx.phrases.praise), { x: inProse(ctx, brand), a: aspect });
  return `${text}${ctx.cite()}${ctx.phrases.sentenceEnd}`;
}

export function sentence(ctx: AnswerContext, templates: readonly string[], values: Record<string, string>) {
  return `${capitalFill(ctx, pick(ctx.random, templates), values)}${ctx.phrases.sentenceEnd}`;
}

export function intro(ctx: AnswerContext): string {
  const text = fill(ctx, pick(ctx.random, ctx.phrases.intros), {});
  return `${text}${ctx.cite()}${ctx.zh ? "：" : ":"}`;
}

/** A comparison table of brands by strength and weakness. */
export function comparisonTable(ctx: AnswerContext, rows: readonly [string, string, string][]): string[] {
  const head = ctx.zh ? "| 品牌 | 优势 | 不足 |" : "| Brand | Strength | Weakness |";
  return [head, "|---|---|---|", ...rows.map(([name, good, bad]) => `| ${name} | ${good} | ${bad} |`)];
}

/** A considerations section with bold attribute labels ("**吸力**：…"), none of them brands. */
export function adviceSection(ctx: AnswerContext, n: number): string[] {
  const lines = [ctx.voice.section(n, ctx.phrases.adviceHeading, ctx.zh)];
  const templates = shuffled(ctx.random, ctx.phrases.advice);
  shuffled(ctx.random, ctx.aspects)
    .slice(0, 3)
    .forEach((aspect, i) => {
      const text = fill(ctx, templates[i % templates.length], { a: aspect });
      lines.push(`${ctx.voice.bullet.trim()} ${text}`);
    });
  return lines;
}

/** Prose naming further brands ("此外，德国的博世、日本的松下等品牌也值得关注。"). */
export function othersLine(ctx: AnswerContext, brands: readonly AnswerBrand[]): string {
  const list = ctx.phrases.listJoin(brands.map((b) => inProse(ctx, b)));
  return capitalFill(ctx, pick(ctx.random, ctx.phrases.others), { list });
}

export function summary(ctx: AnswerContext, first: string, second: string): string {
  return fill(ctx, pick(ctx.random, ctx.phrases.summaries), {
    x: `**${first}**`,
    y: `**${second}**`,
    a: pick(ctx.random, ctx.aspects),
  });
}

/** Capitalises an English sentence, never a brand that starts it ("iRobot", "vivo" stay as written). */
function capitalFill(ctx: AnswerContext, template: string, values: Record<string, string>): string {
  const text = fill(ctx, template, values);
  if (/^\{(x|list)\}/.test(template)) return text.replace(/^the /, "The ");
  return text.replace(/^([a-z])/, (first) => first.toUpperCase());
}
