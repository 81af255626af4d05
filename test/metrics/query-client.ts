import assert from "node:assert/strict";
import { after, before } from "node:test";
import type { Json } from "../operations-e2e/e2e-assertions.ts";
import type { Dialect } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { type BrandProfile, insertBrandProfile } from "./brand-profile.ts";
import { NOW, seedSampleBrand, T0 } from "./sample-brand.ts";

export interface MetricsFixture {
  readonly service: TestService;
  readonly key: string;
  readonly profile: BrandProfile;
  /** A brand of another account, with its own data. */
  readonly foreignBrandId: string;
  /** Calls a synchronous query over HTTP and returns `data`, failing the test on a non-200 envelope. */
  query(apiCode: string, data: Record<string, unknown>): Promise<Json>;
}

/**
 * The sample brand on a started test service whose clock stands at NOW, a key with GEO_BRAND_MONITOR
 * for its account, and another account's brand seeded the same way.
 */
export async function setUpMetricsFixture(service: TestService): Promise<MetricsFixture> {
  service.clock.set(NOW);
  const db = service.services.database.db;
  const own = await service.createKey({ permissions: [{ code: "GEO_BRAND_MONITOR", limit: null }] });
  const other = await service.createKey({ permissions: [{ code: "GEO_BRAND_MONITOR", limit: null }] });
  const profile = await seedSampleBrand(db, own.accountId);
  const foreign = await seedSampleBrand(db, other.accountId);
  // The other account also has a brand without data, to show it is not confused with ours.
  await insertBrandProfile(db, {
    accountId: other.accountId,
    name: "Other",
    createdAt: T0,
    topics: [],
    competitors: [],
    prompts: [],
  });
  return {
    service,
    key: own.apiKey,
    profile,
    foreignBrandId: foreign.brandId,
    async query(apiCode, data) {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/execute",
        key: own.apiKey,
        body: { apiCode, data },
      });
      assert.equal(response.envelope.code, 200, `${apiCode}: ${response.envelope.msg}`);
      assert.equal(response.statusCode, 200);
      return response.envelope.data;
    },
  };
}

/** Registers a suite's before/after: a test service on `dialect` with the fixture; call the getter in tests. */
export function useMetricsFixture(dialect: Dialect): () => MetricsFixture {
  let fixture: MetricsFixture | undefined;
  before(async () => {
    fixture = await setUpMetricsFixture(await startTestService(dialect, { workers: false }));
  });
  after(() => fixture?.service.close());
  return () => {
    if (!fixture) throw new Error("the metrics fixture is set up in before()");
    return fixture;
  };
}
