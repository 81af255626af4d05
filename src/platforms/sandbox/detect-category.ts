import { CATEGORIES, FALLBACK_CATEGORY } from "./categories/category-catalogue.ts";
import type { ProductCategory } from "./categories/product-category.ts";

interface Occurrence {
  start: number;
  end: number;
}

/**
 * Where a lower-cased text contains a term. Latin terms only as whole words (an English plural "s" or
 * "es" allowed), so "skincare" does not select cars through "car", nor "review" through "ev".
 */
function occurrences(text: string, term: string): Occurrence[] {
  const out: Occurrence[] = [];
  const latin = /[a-z0-9]/.test(term);
  for (let from = text.indexOf(term); from !== -1; from = text.indexOf(term, from + 1)) {
    let end = from + term.length;
    if (latin) {
      const before = text[from - 1];
      if (before && /[a-z0-9]/.test(before)) continue;
      const plural = /^(es|s)(?![a-z0-9])/.exec(text.slice(end));
      if (plural) end += plural[0].length;
      else if (text[end] && /[a-z0-9]/.test(text[end])) continue;
    }
    out.push({ start: from, end });
  }
  return out;
}

export function containsTerm(text: string, term: string): boolean {
  return occurrences(text.toLowerCase(), term.toLowerCase()).length > 0;
}

/** Brand names too short or too common to select anything on their own ("吕", "Bear"). */
function selectsByName(name: string): boolean {
  return /[a-z0-9]/i.test(name) ? name.length >= 3 : name.length >= 2;
}

interface Match extends Occurrence {
  category: ProductCategory;
  weight: number;
}

/** Every keyword and brand-name occurrence in the question, minus those inside a longer one. */
function matches(question: string): Match[] {
  const q = question.toLowerCase();
  const all: Match[] = [];
  for (const category of CATEGORIES) {
    for (const keyword of category.keywords)
      for (const o of occurrences(q, keyword)) all.push({ ...o, category, weight: 1 });
    for (const brand of category.brands)
      for (const name of new Set([brand.zh, brand.en]))
        if (selectsByName(name))
          for (const o of occurrences(q, name.toLowerCase())) all.push({ ...o, category, weight: 0.5 });
  }
  return all.filter(
    (m) =>
      !all.some(
        (other) => other.end - other.start > m.end - m.start && other.start <= m.start && other.end >= m.end,
      ),
  );
}

/**
 * The category a question is about: keyword and brand-name matches weighted by length (a longer,
 * more specific term wins: "咖啡机" over "咖啡"), brand names counting half. Null when nothing matches.
 */
export function detectCategory(question: string): ProductCategory | null {
  const scores = new Map<ProductCategory, number>();
  const seen = new Set<string>();
  for (const m of matches(question)) {
    const key = `${m.category.id}\u0000${question.slice(m.start, m.end).toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    scores.set(m.category, (scores.get(m.category) ?? 0) + m.weight * (m.end - m.start));
  }
  let best: ProductCategory | null = null;
  let bestScore = 0;
  for (const category of CATEGORIES) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return best;
}

/** The question's category, or the fallback (for brand profiles and question lists that need one). */
export function detectDomain(question: string): ProductCategory {
  return detectCategory(question) ?? FALLBACK_CATEGORY;
}

/**
 * Brands the question names, written in the answer's language: catalogue brands (the longest name
 * where names overlap: "小米汽车", not also "小米"), then names in quotes (「X」, “X”, "X", 《X》).
 */
export function brandsNamedIn(question: string, language: "zh" | "en"): string[] {
  const q = question.toLowerCase();
  const found: { start: number; end: number; name: string }[] = [];
  for (const category of CATEGORIES)
    for (const brand of category.brands)
      for (const spelling of new Set([brand.zh, brand.en])) {
        if (!selectsByName(spelling)) continue;
        for (const o of occurrences(q, spelling.toLowerCase()))
          found.push({ ...o, name: language === "zh" ? brand.zh : brand.en });
      }
  const kept = found
    .filter(
      (f) => !found.some((o) => o.end - o.start > f.end - f.start && o.start <= f.start && o.end >= f.end),
    )
    .sort((a, b) => a.start - b.start)
    .map((f) => f.name);
  for (const match of question.matchAll(/[「“"《]([^」”"》]{1,30})[」”"》]/g)) kept.push(match[1].trim());
  return [...new Set(kept)].filter(Boolean);
}
