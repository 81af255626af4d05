import { PlatformError } from "../platform-error.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";

/**
 * For platforms without a public chat API (Quark). Fails clearly instead of guessing an endpoint.
 */
export const unavailableAdapter: PlatformAdapter = {
  name: "unavailable",
  searchEnabled: () => false,
  async ask(ctx) {
    throw new PlatformError(
      ctx.config.platform,
      "not_configured",
      `${ctx.config.platform} has no public chat API; set platforms.${ctx.config.platform}.adapter to "openai-chat" ` +
        "with the baseUrl, model and apiKeyEnv of an OpenAI-compatible endpoint you have (see docs/platforms.md)",
    );
  },
};
