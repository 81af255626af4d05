import { type HeatProvider, noHeat } from "./heat-provider.ts";
import { type IndexStatusProvider, noIndexStatus } from "./index-status-provider.ts";
import { noSiteRank, type SiteRankProvider } from "./site-rank-provider.ts";

/** The outside data sources the operations can use, one of each kind (docs/operations.md). */
export interface OperationProviders {
  readonly siteRank: SiteRankProvider;
  readonly indexStatus: IndexStatusProvider;
  readonly heat: HeatProvider;
}

/** Provider names each config setting accepts. A new provider adds its name and its factory here. */
export const PROVIDER_CHOICES = {
  siteRank: { none: () => noSiteRank },
  indexStatus: { none: () => noIndexStatus },
  heat: { none: () => noHeat },
} as const satisfies {
  siteRank: Record<string, () => SiteRankProvider>;
  indexStatus: Record<string, () => IndexStatusProvider>;
  heat: Record<string, () => HeatProvider>;
};

export type ProviderNames = { readonly [K in keyof OperationProviders]: string };

/** Builds the configured providers; an unknown name throws, naming the choices. */
export function createOperationProviders(names: ProviderNames): OperationProviders {
  const build = <K extends keyof OperationProviders>(kind: K): OperationProviders[K] => {
    const choices = PROVIDER_CHOICES[kind] as unknown as Record<string, () => OperationProviders[K]>;
    const factory = choices[names[kind]];
    if (!factory)
      throw new Error(
        `unknown ${kind} provider "${names[kind]}"; choose one of: ${Object.keys(choices).join(", ")}`,
      );
    return factory();
  };
  return { siteRank: build("siteRank"), indexStatus: build("indexStatus"), heat: build("heat") };
}

/** No outside sources: ranks and index status null, heat 0. */
export const NO_PROVIDERS: OperationProviders = createOperationProviders({
  siteRank: "none",
  indexStatus: "none",
  heat: "none",
});
