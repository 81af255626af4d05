import type { ApiCode } from "./operation.ts";

/** The brand id in the examples: the shape geo.brand's result gives (`brandId`), see README. */
const EXAMPLE_BRAND_ID = "brand_3f9c2a7d5e8b41c6a0d4e2f1b7c9a8e5";

/**
 * One valid `data` object per apiCode, written into the OpenAPI document (so the /docs page's "Try it
 * out" starts from a request that works) and parsed by the tests (so each stays valid).
 */
export const OPERATION_EXAMPLES: { readonly [K in ApiCode]: Readonly<Record<string, unknown>> } = {
  "geo.ranking": {
    keyword: "2026年最值得买的国产手机品牌有哪些？",
    brandKeyword: ["小米", "华为", "OPPO"],
    platforms: ["deepseek", "kimi", "baidu"],
  },
  "geo.rank_monitor": {
    taskName: "国产手机品牌监测",
    platforms: ["deepseek", "kimi", "tencent"],
    promptTexts: ["最好的国产手机品牌有哪些？", "三千元以内拍照最好的手机是哪款？"],
    repeatQueryTimes: 1,
    brandKeywords: ["小米", "华为", "vivo"],
  },
  "geo.brand": {
    brandName: "小米",
    websiteUrl: "https://www.mi.com",
    brandDescription: "小米是一家以手机、智能硬件和 IoT 平台为核心的消费电子公司。",
    productService: "智能手机、智能家居、电动汽车",
    platforms: ["volcengine", "baidu", "deepseek", "tencent", "aliyun"],
  },
  "geo.checker": {
    url: "https://www.mi.com/xiaomi-15",
    title: "小米15",
    platforms: "deepseek,kimi,baidu",
    questions: '["小米15值得买吗？","小米15和华为Mate 70哪个拍照更好？"]',
  },
  "geo.questions_corr_recommend": { keyword: "国产手机推荐" },
  "llm.comparison": {
    brandId: EXAMPLE_BRAND_ID,
    llmName: "deepseek",
    startDate: "2026-11-01",
    endDate: "2026-11-21",
  },
  "llm.trend": { brandId: EXAMPLE_BRAND_ID, startDate: "2026-11-01", endDate: "2026-11-21" },
  "llm.topic": { brandId: EXAMPLE_BRAND_ID, llmName: "kimi", startDate: "2026-11-01", endDate: "2026-11-21" },
  "prompt.analysis.overview": {
    brandId: EXAMPLE_BRAND_ID,
    competitorName: "华为",
    startDate: "2026-11-01",
    endDate: "2026-11-21",
  },
  "geo.competitors": { brandId: EXAMPLE_BRAND_ID, competitorName: "华" },
  "brand.topic": { brandId: EXAMPLE_BRAND_ID },
  "brand.statistics": {
    brandId: EXAMPLE_BRAND_ID,
    llmName: "deepseek",
    startDate: "2026-11-01",
    endDate: "2026-11-21",
  },
  "brand.signals": { brandId: EXAMPLE_BRAND_ID, startDate: "2026-11-01", endDate: "2026-11-21" },
  "rank_monitor.statistics": { taskId: "task_8c1f5e2a9b7d4c3e6f0a1b2c3d4e5f60" },
  "brand.candidates": { brandId: EXAMPLE_BRAND_ID, standing: "candidate", limit: 50 },
  "brand.candidate.decide": { brandId: EXAMPLE_BRAND_ID, name: "红米", decision: "confirm" },
  "brand.aliases": { brandId: EXAMPLE_BRAND_ID, add: ["Xiaomi", "MI"] },
  "brand.merge": { brandId: EXAMPLE_BRAND_ID, name: "Redmi", into: "小米" },
};
