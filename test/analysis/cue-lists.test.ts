import assert from "node:assert/strict";
import { test } from "node:test";
import { documentedCueLists, renderCueLists } from "../../scripts/cue-lists.ts";

test("docs/analysis.md lists the cue words and the stop list the code holds (npm run docs:cue-lists -- --write)", () => {
  assert.equal(documentedCueLists(), renderCueLists());
});
