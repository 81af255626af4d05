import { isChinese } from "./compose-answer.ts";
import { brandsNamedIn, detectDomain } from "./detect-category.ts";
import { seededRandom, shuffled } from "./seeded-random.ts";

const ZH_TEMPLATES = [
  "{kw}哪个牌子好",
  "{kw}推荐",
  "{kw}排行榜前十名",
  "{kw}性价比高的有哪些",
  "{kw}怎么选",
  "{kw}和{brand}哪个好",
  "{brand}{kw}值得买吗",
  "{kw}口碑最好的品牌",
  "{kw}避坑指南",
  "2025年{kw}推荐",
];

const EN_TEMPLATES = [
  "best {kw}",
  "{kw} brands ranked",
  "is {brand} a good {kw} brand",
  "{kw} vs {brand}",
  "top 10 {kw} 2025",
  "cheapest {kw} worth buying",
  "{kw} reviews",
  "which {kw} should i buy",
  "{brand} {kw} pros and cons",
  "{kw} for beginners",
];

/**
 * Related search questions for a keyword, the way a search box suggests them: deterministic for a
 * keyword and day, drawing brands from the keyword's domain.
 */
export function suggestQuestions(keyword: string, day: string, limit = 10): string[] {
  const kw = keyword.trim();
  if (!kw) return [];
  const random = seededRandom("suggest", kw, day);
  const zh = isChinese(kw);
  const domain = detectDomain(kw);
  const named = brandsNamedIn(kw, zh ? "zh" : "en");
  const brands = named.length > 0 ? named : domain.brands.map((x) => (zh ? x.zh : x.en));
  const templates = shuffled(random, zh ? ZH_TEMPLATES : EN_TEMPLATES);
  const out = templates.map((t) =>
    t.replaceAll("{kw}", kw).replaceAll("{brand}", brands[Math.floor(random() * brands.length)]),
  );
  return [...new Set(out)].slice(0, Math.max(0, limit));
}
