import { PLATFORM_CODES } from "../platforms/platform-codes.ts";

/**
 * The permission codes of spec 2.10. The first five are the quota of an apiCode (DESIGN 8); the next two are
 * the quota of a rank monitor's export and report (docs/integrations.md), counted the same way; the last
 * two are platform benefits with no use in answerlens, listed with null counts when an account holds them.
 */
export interface PermissionInfo {
  readonly code: string;
  readonly name: string;
  /** Platforms the permission covers; null when not applicable. */
  readonly aiPlatforms: readonly string[] | null;
  /** True for the benefits nothing in answerlens uses (their counts are reported null). */
  readonly benefit: boolean;
}

const ALL_PLATFORMS: readonly string[] = [...PLATFORM_CODES];

export const PERMISSION_CATALOG: readonly PermissionInfo[] = [
  { code: "GEO_AI_QUESTIONS", name: "AI 相关问题推荐", aiPlatforms: ALL_PLATFORMS, benefit: false },
  { code: "GEO_RANK_QUERY", name: "AI 排名查询", aiPlatforms: ALL_PLATFORMS, benefit: false },
  { code: "GEO_BRAND_MONITOR", name: "品牌监测", aiPlatforms: ALL_PLATFORMS, benefit: false },
  { code: "GEO_URL_MENTION", name: "网页提及检测", aiPlatforms: ALL_PLATFORMS, benefit: false },
  { code: "GEO_RANK_MONITOR", name: "排名监控", aiPlatforms: ALL_PLATFORMS, benefit: false },
  { code: "GEO_RANK_MONITOR_EXPORT_DATA", name: "排名监控数据导出", aiPlatforms: null, benefit: false },
  { code: "GEO_RANK_MONITOR_REPORT_GENERATION", name: "排名监控报告生成", aiPlatforms: null, benefit: false },
  { code: "PROMPTION_NEWS", name: "推广资讯", aiPlatforms: null, benefit: true },
  { code: "DEDICATED_CUSTOMER_SERVICE", name: "专属客服", aiPlatforms: null, benefit: true },
];

/** The permissions a new key gets when none are named: every counted one (apiCodes, export, report), no limit. */
export const DEFAULT_KEY_PERMISSIONS: readonly string[] = PERMISSION_CATALOG.filter((p) => !p.benefit).map(
  (p) => p.code,
);

export function findPermission(code: string): PermissionInfo | undefined {
  return PERMISSION_CATALOG.find((p) => p.code === code);
}
