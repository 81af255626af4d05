import { normalizeName } from "../../analysis/text-normalizer.ts";
import { extractJsonObject } from "./extract-json-object.ts";

/** A brand's profile as the generator platform wrote it, cleaned and cut to the configured sizes. */
export interface BrandProfile {
  readonly products: string[];
  readonly topics: { readonly name: string; readonly prompts: string[] }[];
  readonly competitors: {
    readonly name: string;
    readonly website?: string;
    readonly keywords?: string[];
  }[];
}

export interface ProfileLimits {
  readonly brandName: string;
  readonly maxTopics: number;
  readonly promptsPerTopic: number;
}

const MAX_PRODUCTS = 20;
const MAX_COMPETITORS = 20;
const MAX_KEYWORDS = 10;
const NAME_LENGTH = 100;
const PROMPT_LENGTH = 300;

/** Field names a model may use for each part (compared lower-cased). */
const KEYS = {
  products: ["products", "product", "productservices", "products_services", "产品", "产品服务"],
  topics: ["topics", "topic", "themes", "主题", "话题"],
  competitors: ["competitors", "competitor", "rivals", "竞品", "竞争对手"],
  name: ["name", "topic", "topicname", "title", "brand", "brandname", "competitorname", "主题", "名称"],
  prompts: ["prompts", "questions", "monitoringprompts", "queries", "问题", "监测问题"],
  prompt: ["prompt", "question", "text", "问题"],
  website: ["website", "url", "site", "homepage", "websiteurl", "官网"],
  keywords: ["keywords", "aliases", "alias", "keyword", "别名", "关键词"],
} as const;

function field(object: Record<string, unknown>, names: readonly string[]): unknown {
  for (const [key, value] of Object.entries(object))
    if ((names as readonly string[]).includes(key.toLowerCase().replace(/[\s-]/g, ""))) return value;
  return undefined;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Text of a list item: markdown emphasis, list markers and wrapping quotes removed. */
function cleanText(value: unknown, maxLength: number): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value)
    .replace(/\*\*|__|`/g, "")
    .replace(/^\s*(?:[-*•]\s+|\d{1,2}[.、)）]\s*)/, "")
    .replace(/^["“「『'](.*)["”」』']$/, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 0 && text.length <= maxLength ? text : null;
}

/** A string list from an array (or one comma-separated string), cleaned and deduplicated. */
function textList(value: unknown, maxLength: number, max: number): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[,，、;；\n]/) : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const text = cleanText(item, maxLength);
    if (!text) continue;
    const key = normalizeName(text);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= max) break;
  }
  return out;
}

/** The object that holds the profile: the root, or a single wrapper member (`{"profile": {...}}`). */
function profileRoot(root: Record<string, unknown>): Record<string, unknown> {
  if (field(root, KEYS.topics) !== undefined || field(root, KEYS.competitors) !== undefined) return root;
  for (const value of Object.values(root)) {
    const inner = asObject(value);
    if (inner && (field(inner, KEYS.topics) !== undefined || field(inner, KEYS.competitors) !== undefined))
      return inner;
  }
  return root;
}

type RawTopic = { name: string; prompts: unknown[] };

/**
 * Topics come as objects with their prompts, as plain names with a separate `prompts` member (a map
 * from topic name to questions, or a list of `{topic, prompt}`), or as a map from name to questions.
 */
function rawTopics(root: Record<string, unknown>): RawTopic[] {
  const topics = field(root, KEYS.topics);
  const loosePrompts = field(root, KEYS.prompts);
  const out: RawTopic[] = [];
  const byName = (name: string) => {
    const found = out.find((t) => t.name === name);
    if (found) return found;
    const topic: RawTopic = { name, prompts: [] };
    out.push(topic);
    return topic;
  };
  if (Array.isArray(topics)) {
    for (const item of topics) {
      const object = asObject(item);
      const name = cleanText(object ? field(object, KEYS.name) : item, NAME_LENGTH);
      if (!name) continue;
      const prompts = object ? field(object, KEYS.prompts) : undefined;
      byName(name).prompts.push(...(Array.isArray(prompts) ? prompts : prompts ? [prompts] : []));
    }
  } else if (asObject(topics)) {
    for (const [key, prompts] of Object.entries(asObject(topics) ?? {})) {
      const name = cleanText(key, NAME_LENGTH);
      if (name) byName(name).prompts.push(...(Array.isArray(prompts) ? prompts : [prompts]));
    }
  }
  if (asObject(loosePrompts)) {
    for (const [key, prompts] of Object.entries(asObject(loosePrompts) ?? {})) {
      const name = cleanText(key, NAME_LENGTH);
      if (name) byName(name).prompts.push(...(Array.isArray(prompts) ? prompts : [prompts]));
    }
  } else if (Array.isArray(loosePrompts)) {
    for (const item of loosePrompts) {
      const object = asObject(item);
      const topicName = object ? cleanText(field(object, ["topic", "topicname", "主题"]), NAME_LENGTH) : null;
      if (object && topicName) byName(topicName).prompts.push(field(object, KEYS.prompt));
    }
  }
  return out;
}

function readTopics(root: Record<string, unknown>, limits: ProfileLimits): BrandProfile["topics"] {
  const brandKey = normalizeName(limits.brandName);
  const seenPrompts = new Set<string>();
  const out: { name: string; prompts: string[] }[] = [];
  for (const raw of rawTopics(root)) {
    if (out.length >= limits.maxTopics) break;
    const prompts: string[] = [];
    for (const candidate of raw.prompts) {
      const object = asObject(candidate);
      const text = cleanText(object ? field(object, KEYS.prompt) : candidate, PROMPT_LENGTH);
      if (!text) continue;
      const key = normalizeName(text);
      // Monitoring prompts must not name the brand: they measure whether the AI brings it up by itself.
      if (seenPrompts.has(key) || (brandKey.length > 0 && key.includes(brandKey))) continue;
      seenPrompts.add(key);
      prompts.push(text);
      if (prompts.length >= limits.promptsPerTopic) break;
    }
    if (prompts.length > 0) out.push({ name: raw.name, prompts });
  }
  return out;
}

function readCompetitors(root: Record<string, unknown>, brandName: string): BrandProfile["competitors"] {
  const value = field(root, KEYS.competitors);
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[,，、;；\n]/) : [];
  const seen = new Set([normalizeName(brandName)]);
  const out: { name: string; website?: string; keywords?: string[] }[] = [];
  for (const item of items) {
    const object = asObject(item);
    const name = cleanText(object ? field(object, KEYS.name) : item, NAME_LENGTH);
    if (!name || seen.has(normalizeName(name))) continue;
    seen.add(normalizeName(name));
    const website = object ? cleanText(field(object, KEYS.website), 255) : null;
    const keywords = object
      ? textList(field(object, KEYS.keywords), NAME_LENGTH, MAX_KEYWORDS).filter(
          (k) => normalizeName(k) !== normalizeName(name),
        )
      : [];
    out.push({
      name,
      ...(website ? { website } : {}),
      ...(keywords.length > 0 ? { keywords } : {}),
    });
    if (out.length >= MAX_COMPETITORS) break;
  }
  return out;
}

/**
 * Reads the generator platform's profile answer. Tolerant of fences, surrounding text, cut-off JSON,
 * other field names and missing parts (a missing part is empty). Null only when the answer holds no JSON
 * object at all; a profile without any usable prompt is the caller's to refuse.
 */
export function parseBrandProfile(text: string, limits: ProfileLimits): BrandProfile | null {
  const object = extractJsonObject(text);
  if (!object) return null;
  const root = profileRoot(object);
  return {
    products: textList(field(root, KEYS.products), NAME_LENGTH, MAX_PRODUCTS),
    topics: readTopics(root, limits),
    competitors: readCompetitors(root, limits.brandName),
  };
}
