import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { runCli } from "../support/run-cli.ts";

const cli = (args: string[]) => runCli(args);

describe("answerlens webhooks", () => {
  let dataDir: string;
  let storage: string[];
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), "answerlens-webhooks-cli-"));
    storage = ["--data", dataDir];
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test("create prints the secret once; list shows no secret; delete removes; bad input is refused", async () => {
    const key = JSON.parse((await cli(["keys", "create", "--account", "acme", ...storage, "--json"])).stdout);
    const created = await cli([
      "webhooks",
      "create",
      "--account",
      key.accountId,
      "--url",
      "https://hooks.example.com/answerlens",
      "--events",
      "task.finished,signal.detected",
      ...storage,
      "--json",
    ]);
    assert.equal(created.code, 0, created.stderr);
    const webhook = JSON.parse(created.stdout);
    assert.match(webhook.webhookId, /^whk_[0-9a-f]{32}$/);
    assert.match(webhook.secret, /^whsec_/);
    assert.deepEqual(webhook.events, ["task.finished", "signal.detected"]);
    assert.equal(webhook.accountId, key.accountId);

    const listed = await cli(["webhooks", "list", "--account", "acme", ...storage, "--json"]);
    assert.equal(listed.code, 0);
    assert.deepEqual(
      JSON.parse(listed.stdout).map((w: { webhookId: string }) => w.webhookId),
      [webhook.webhookId],
    );
    assert.ok(!listed.stdout.includes(webhook.secret));
    const table = await cli(["webhooks", "list", ...storage]);
    assert.match(table.stdout, new RegExp(webhook.webhookId));
    assert.ok(!table.stdout.includes(webhook.secret));

    const privateUrl = await cli([
      "webhooks",
      "create",
      "--account",
      "acme",
      "--url",
      "http://169.254.169.254/latest",
      "--events",
      "task.finished",
      ...storage,
    ]);
    assert.equal(privateUrl.code, 2);
    assert.match(privateUrl.stderr, /--url must not point at a private/);
    const badEvent = await cli([
      "webhooks",
      "create",
      "--account",
      "acme",
      "--url",
      "https://hooks.example.com/x",
      "--events",
      "task.started",
      ...storage,
    ]);
    assert.equal(badEvent.code, 2);
    assert.match(badEvent.stderr, /--events\[0\] must be one of/);
    const noAccount = await cli([
      "webhooks",
      "create",
      "--account",
      "nobody",
      "--url",
      "https://hooks.example.com/x",
      "--events",
      "task.finished",
      ...storage,
    ]);
    assert.equal(noAccount.code, 1);
    assert.match(noAccount.stderr, /no account with id or name "nobody"/);

    assert.equal((await cli(["webhooks", "delete", webhook.webhookId, ...storage])).code, 0);
    const again = await cli(["webhooks", "delete", webhook.webhookId, ...storage]);
    assert.equal(again.code, 1);
    assert.deepEqual(JSON.parse((await cli(["webhooks", "list", ...storage, "--json"])).stdout), []);
  });
});
