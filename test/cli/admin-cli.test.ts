import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { runCli } from "../support/run-cli.ts";
import { api, killStrayServers, type ServerProcess, startServerProcess } from "../support/server-process.ts";

const cli = (args: string[]) => runCli(args);

describe("admin CLI against a running server on the same data directory", () => {
  let dataDir: string;
  let server: ServerProcess;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "answerlens-cli-"));
    server = await startServerProcess(["--data", dataDir, "--sandbox"]);
  });
  after(async () => {
    await server.stop();
    killStrayServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("keys create --json prints apiKey, keyId, accountId; the running server accepts the key at once", async () => {
    const created = await cli(["keys", "create", "--account", "acme", "--data", dataDir, "--json"]);
    assert.equal(created.code, 0, created.stderr);
    const output = JSON.parse(created.stdout);
    assert.match(output.apiKey, /^alk_/);
    assert.match(output.keyId, /^key_[0-9a-f]{32}$/);
    assert.match(output.accountId, /^acct_[0-9a-f]{32}$/);
    assert.deepEqual(output.permissions, [
      "GEO_AI_QUESTIONS",
      "GEO_RANK_QUERY",
      "GEO_BRAND_MONITOR",
      "GEO_URL_MENTION",
      "GEO_RANK_MONITOR",
      "GEO_RANK_MONITOR_EXPORT_DATA",
      "GEO_RANK_MONITOR_REPORT_GENERATION",
    ]);
    const quota = await api(server.url, "GET", "/v1/openapi/quota/usage", output.apiKey);
    assert.equal(quota.code, 200);
    assert.equal(quota.data.points, 1000);
    assert.ok(quota.data.permissions.every((p: { totalLimit: number | null }) => p.totalLimit === null));
  });

  test("--points and --permission CODE=LIMIT shape the account's quota; the key gets only those permissions", async () => {
    const created = await cli([
      "keys",
      "create",
      "--account",
      "limited",
      "--points",
      "50",
      "--permission",
      "GEO_RANK_QUERY=5",
      "--permission",
      "GEO_URL_MENTION",
      "--data",
      dataDir,
      "--json",
    ]);
    const { apiKey } = JSON.parse(created.stdout);
    const quota = await api(server.url, "GET", "/v1/openapi/quota/usage", apiKey);
    assert.equal(quota.data.points, 50);
    assert.deepEqual(
      quota.data.permissions.map((p: { permissionCode: string; totalLimit: number | null }) => [
        p.permissionCode,
        p.totalLimit,
      ]),
      [
        ["GEO_RANK_QUERY", 5],
        ["GEO_URL_MENTION", null],
      ],
    );
    const denied = await api(server.url, "POST", "/v1/openapi/tasks", apiKey, {
      apiCode: "geo.brand",
      data: { brandName: "小米", platforms: ["kimi"] },
    });
    assert.equal(denied.code, 403);
  });

  test("--expires-at in the past makes a key the server refuses", async () => {
    const created = await cli([
      "keys",
      "create",
      "--account",
      "acme",
      "--expires-at",
      "2020-01-01T00:00:00Z",
      "--data",
      dataDir,
      "--json",
    ]);
    const { apiKey } = JSON.parse(created.stdout);
    const quota = await api(server.url, "GET", "/v1/openapi/quota/usage", apiKey);
    assert.equal(quota.code, 401);
  });

  test("keys list shows keys without secrets; keys revoke stops a key on the running server", async () => {
    const { apiKey, keyId } = JSON.parse(
      (await cli(["keys", "create", "--account", "revoke-me", "--data", dataDir, "--json"])).stdout,
    );
    const listed = await cli(["keys", "list", "--account", "revoke-me", "--data", dataDir, "--json"]);
    const keys = JSON.parse(listed.stdout);
    assert.equal(keys.length, 1);
    assert.equal(keys[0].keyId, keyId);
    assert.ok(!listed.stdout.includes(apiKey), "the secret is never listed");
    const table = await cli(["keys", "list", "--data", dataDir]);
    assert.match(table.stdout, /revoke-me\s+active/);

    assert.equal((await api(server.url, "GET", "/v1/openapi/quota/usage", apiKey)).code, 200);
    const revoked = await cli(["keys", "revoke", keyId, "--data", dataDir]);
    assert.equal(revoked.code, 0);
    assert.equal((await api(server.url, "GET", "/v1/openapi/quota/usage", apiKey)).code, 401);
    const unknown = await cli(["keys", "revoke", "key_00000000000000000000000000000000", "--data", dataDir]);
    assert.equal(unknown.code, 1);
  });

  test("accounts list shows every account with points and quota", async () => {
    const listed = await cli(["accounts", "list", "--data", dataDir, "--json"]);
    const accounts = JSON.parse(listed.stdout) as { name: string; points: number; quota: unknown }[];
    const names = accounts.map((a) => a.name);
    for (const name of ["acme", "limited", "revoke-me"]) assert.ok(names.includes(name), name);
    assert.equal(accounts.find((a) => a.name === "limited")?.points, 50);
    const table = await cli(["accounts", "list", "--data", dataDir]);
    assert.match(table.stdout, /GEO_RANK_QUERY 0\/5/);
  });

  test("usage mistakes exit 2 with the usage text", async () => {
    const missing = await cli(["keys", "create", "--data", dataDir]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--account/);
    const badPermission = await cli([
      "keys",
      "create",
      "--account",
      "x",
      "--permission",
      "NOPE",
      "--data",
      dataDir,
    ]);
    assert.equal(badPermission.code, 2);
    const unknownCommand = await cli(["frobnicate"]);
    assert.equal(unknownCommand.code, 2);
  });
});
