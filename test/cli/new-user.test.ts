import assert from "node:assert/strict";
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { promisify } from "node:util";
import { main } from "../../src/cli/main.ts";
import { captureIo } from "../support/capture-io.ts";
import { BIN } from "../support/server-process.ts";

/** Issue 13, defect 7: what a new user meets first. */
const run = promisify(execFile);

/** Node binaries older than 22.13 on this machine (the system Node 20 at /usr/bin/node here). */
function olderNodes(): { path: string; version: string }[] {
  const found: { path: string; version: string }[] = [];
  for (const path of ["/usr/bin/node", "/usr/local/bin/node", "/bin/node"]) {
    if (!existsSync(path) || found.some((n) => n.path === path)) continue;
    try {
      const version = execFileSync(path, ["--version"], { encoding: "utf8" }).trim().replace(/^v/, "");
      const [major, minor] = version.split(".").map(Number);
      if (major < 22 || (major === 22 && minor < 13)) found.push({ path, version });
    } catch {}
  }
  return found;
}

const older = olderNodes();
test("under Node older than 22.13, bin/answerlens.js says what it needs and how to get it", {
  skip: older.length === 0 ? "no Node.js older than 22.13 on this machine to run it with" : false,
}, async () => {
  const node = older[0];
  const failed = await run(node.path, [BIN, "--help"]).then(
    () => assert.fail("expected exit code 1"),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /answerlens needs Node\.js >= 22\.13; this is Node\.js \d+\.\d+\.\d+/);
  assert.match(failed.stderr, /nvm install 24/);
  assert.doesNotMatch(failed.stderr, /ERR_UNKNOWN_FILE_EXTENSION/);
});

test("answerlens --version prints package.json's version", async () => {
  const { stdout } = await run(process.execPath, [BIN, "--version"]);
  const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  assert.match(stdout, new RegExp(`^answerlens ${version.replaceAll(".", "\\.")} `));
});

test("answerlens help keys is answerlens keys --help; help of an unknown command says so", async () => {
  const help = captureIo();
  assert.equal(await main(["help", "keys"], help.io), 0);
  const flag = captureIo();
  assert.equal(await main(["keys", "--help"], flag.io), 0);
  assert.equal(help.out(), flag.out());
  assert.match(help.out(), /keys create/);
  const unknown = captureIo();
  assert.equal(await main(["help", "nosuch"], unknown.io), 2);
  assert.match(unknown.err(), /unknown command "nosuch"/);
});

test("read-only commands on a directory without a database say so and create nothing", async () => {
  const parent = mkdtempSync(join(tmpdir(), "answerlens-typo-"));
  const typo = join(parent, "typo");
  try {
    for (const args of [
      ["monitors", "list"],
      ["accounts", "list"],
      ["keys", "list"],
      ["keys", "revoke", "key_x"],
      ["monitors", "run-due"],
    ]) {
      const io = captureIo();
      assert.equal(await main([...args, "--data", typo], io.io), 1, args.join(" "));
      assert.match(io.err(), /there is no answerlens database at .*typo[/\\]answerlens\.db/);
      assert.ok(!existsSync(typo), `${args.join(" ")} created nothing`);
    }
    const created = captureIo();
    assert.equal(await main(["keys", "create", "--account", "a", "--data", typo, "--json"], created.io), 0);
    const listed = captureIo();
    assert.equal(await main(["keys", "list", "--data", typo], listed.io), 0, listed.err());
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});
