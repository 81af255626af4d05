import type { PlatformCode } from "../../src/platforms/platform-codes.ts";
import {
  type PlatformConfig,
  type PlatformConfigs,
  resolvePlatformConfigs,
} from "../../src/platforms/platform-config.ts";

export const TEST_KEY = "sk-test-0123456789abcdef";

/** Real resolved configs with one platform pointed at a test server. */
export function configsFor(platform: PlatformCode, overrides: Partial<PlatformConfig>): PlatformConfigs {
  const base = resolvePlatformConfigs({}, {});
  return {
    ...base,
    [platform]: {
      ...base[platform],
      apiKey: TEST_KEY,
      retryBaseDelayMs: 10,
      retryMaxDelayMs: 50,
      ...overrides,
    },
  };
}
