import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { CLIENT_TYPES_FILE, clientTypesFor } from "../../scripts/generate-client-types.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
before(async () => {
  service = await startTestService("sqlite", { workers: false });
});
after(() => service.close());

test("client/openapi-types.ts is what openapi-typescript generates from the live /openapi.json", async () => {
  const document = (await service.app.inject({ method: "GET", url: "/openapi.json" })).json();
  const generated = await clientTypesFor(document);
  const committed = readFileSync(CLIENT_TYPES_FILE, "utf8");
  assert.ok(
    generated === committed,
    "client/openapi-types.ts is out of date: run `node scripts/generate-client-types.ts`",
  );
  // Every apiCode's parameters and result are named types the client's maps can use.
  for (const name of ["GeoRankingData", "GeoRankingResult", "LlmTrendResult", "BrandTopicResult"]) {
    assert.match(committed, new RegExp(`\\b${name}: `), name);
  }
});
