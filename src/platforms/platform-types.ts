import type { PlatformCode } from "./platform-codes.ts";

/** One source an answer cites, in the order the provider lists it. */
export interface PlatformSource {
  url: string;
  title: string;
  /** The site's display name when the provider gives one (Ark `site_name`, DashScope `site_name`). */
  siteName: string | null;
}

export interface PlatformUsage {
  inputTokens: number;
  outputTokens: number;
}

/** Where an answer came from; stored with every observation. */
export interface PlatformProvenance {
  /** Adapter (wire protocol) that produced the answer, e.g. "openai-responses". */
  adapter: string;
  /** Model the provider reports having used (falls back to the configured model). */
  model: string;
  /** Whether search was requested. */
  searchEnabled: boolean;
  /** Whether the provider shows that a search actually ran; null when the protocol does not say. */
  searchUsed: boolean | null;
  /** True when the answer came from the offline sandbox, never from a real platform. */
  sandbox: boolean;
  latencyMs: number;
  attempts: number;
  usage: PlatformUsage | null;
}

export interface PlatformAnswer {
  platform: PlatformCode;
  text: string;
  /** The sources the answer cites (what its citation markers point at), in the provider's order. */
  sources: PlatformSource[];
  /**
   * Pages the provider reports having consulted that the answer does not cite (none of them is in
   * `sources`); empty when the provider reports no more than it cites (docs/platforms.md).
   */
  retrievedSources: PlatformSource[];
  provenance: PlatformProvenance;
}
