/** The brand's language (spec `info.langType`): `zh_cn` when its name or description is Chinese. */
export type LangType = "zh_cn" | "en_us";

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * `zh_cn` when the name or the description holds a Chinese character, else `en_us`. A Chinese
 * description is the strongest sign of a Chinese-speaking audience even for a Latin brand name (`Anker`
 * described in Chinese is monitored with Chinese questions).
 */
export function brandLangType(brandName: string, description?: string | null): LangType {
  return HAN.test(brandName) || HAN.test(description ?? "") ? "zh_cn" : "en_us";
}

export interface ProfileRequest {
  readonly brandName: string;
  readonly description: string | null;
  readonly websiteUrl: string | null;
  readonly productService: string | null;
  readonly langType: LangType;
  readonly maxTopics: number;
  readonly promptsPerTopic: number;
}

/** One line of input: newlines folded so a field stays on its labelled line. */
const oneLine = (text: string | null, none: string) =>
  text && text.trim().length > 0 ? text.replace(/\s+/g, " ").trim() : none;

/**
 * The prompt the generator platform answers with the brand's profile as JSON (docs/brand-monitoring.md).
 * Its labelled lines (`品牌名称：`, `Brand name:` ...) are also what the sandbox reads to compose its answer.
 */
export function brandProfilePrompt(request: ProfileRequest): string {
  const { brandName, maxTopics, promptsPerTopic } = request;
  if (request.langType === "zh_cn") {
    return [
      "你是品牌营销分析助手。请根据以下品牌信息生成品牌画像，只输出一个 JSON 对象。",
      `品牌名称：${oneLine(brandName, "")}`,
      `品牌描述：${oneLine(request.description, "无")}`,
      `官网：${oneLine(request.websiteUrl, "无")}`,
      `产品/服务：${oneLine(request.productService, "无")}`,
      `主题数量：${maxTopics}`,
      `每个主题的监测问题数量：${promptsPerTopic}`,
      'JSON 格式：{"products": ["产品或服务"], "topics": [{"name": "主题", "prompts": ["监测问题"]}], "competitors": [{"name": "竞品品牌", "website": "官网（可省略）", "keywords": ["别名（可省略）"]}]}',
      `要求：topics 最多 ${maxTopics} 个，是用户向 AI 咨询该品牌所在行业时关心的主题；每个主题给出 ${promptsPerTopic} 个监测问题，即用户会向 AI 提出、AI 回答时可能提到该品牌的问题，问题里不要出现「${brandName}」；competitors 给出 3 到 8 个主要竞品品牌。`,
    ].join("\n");
  }
  return [
    "You are a brand marketing analyst. Write the brand profile for the brand below and output one JSON object only.",
    `Brand name: ${oneLine(brandName, "")}`,
    `Description: ${oneLine(request.description, "none")}`,
    `Website: ${oneLine(request.websiteUrl, "none")}`,
    `Products/services: ${oneLine(request.productService, "none")}`,
    `Topics: ${maxTopics}`,
    `Prompts per topic: ${promptsPerTopic}`,
    'JSON shape: {"products": ["product or service"], "topics": [{"name": "topic", "prompts": ["monitoring prompt"]}], "competitors": [{"name": "competitor brand", "website": "optional", "keywords": ["optional aliases"]}]}',
    `Rules: at most ${maxTopics} topics, each a theme people ask AI assistants about in the brand's market; ${promptsPerTopic} monitoring prompts per topic, each a question a user would ask an AI where the answer could mention the brand, never naming "${brandName}" itself; 3 to 8 main competitor brands.`,
  ].join("\n");
}
