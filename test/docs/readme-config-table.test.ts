import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { configTable } from "../../scripts/config-table.ts";

test("the README's configuration table lists every setting as config-settings.ts defines it", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  assert.ok(readme.includes(configTable()), "README.md is out of date: run `node scripts/config-table.ts`");
});
