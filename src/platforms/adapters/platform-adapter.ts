import type { AdapterName } from "../adapter-names.ts";
import type { AdapterContext } from "../http/provider-http.ts";
import type { PlatformConfig } from "../platform-config.ts";
import type { PlatformSource, PlatformUsage } from "../platform-types.ts";

/** What one adapter extracts from one successful provider exchange. */
export interface AdapterResult {
  text: string;
  sources: PlatformSource[];
  /** Consulted but not cited; never repeats a URL of `sources` (SourceList.without). */
  retrievedSources: PlatformSource[];
  /** Model the provider reports, or the configured one when it does not say. */
  model: string;
  searchUsed: boolean | null;
  usage: PlatformUsage | null;
}

/** One wire protocol. `ask` makes one attempt (Kimi's tool loop counts as one); the client retries. */
export interface PlatformAdapter {
  readonly name: AdapterName;
  /** Whether this adapter sends a search switch for this config. */
  searchEnabled(config: PlatformConfig): boolean;
  ask(ctx: AdapterContext, question: string): Promise<AdapterResult>;
}
