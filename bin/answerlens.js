#!/usr/bin/env node
// Entry point of the `answerlens` command. Node >= 22.13 runs the TypeScript sources directly.
// This file stays plain JavaScript that older Node versions can parse: it checks the version before
// loading any TypeScript, so Node 18 or 20 gets a message instead of ERR_UNKNOWN_FILE_EXTENSION.
const REQUIRED = [22, 13];
const HOW_TO_GET_IT =
  "Install Node.js 24 (LTS) from https://nodejs.org/, or with nvm: `nvm install 24 && nvm use 24`,\n" +
  "or without root: `npm install --prefix ~/.cache/node24 node@24` and put\n" +
  "~/.cache/node24/node_modules/node/bin first on PATH (what .ci/run does).";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < REQUIRED[0] || (major === REQUIRED[0] && minor < REQUIRED[1])) {
  process.stderr.write(
    `answerlens needs Node.js >= ${REQUIRED.join(".")}; this is Node.js ${process.versions.node} (${process.execPath}).\n` +
      `${HOW_TO_GET_IT}\n`,
  );
  process.exit(1);
}

let main;
try {
  ({ main } = await import("../src/cli/main.ts"));
} catch (error) {
  if (error && error.code === "ERR_UNKNOWN_FILE_EXTENSION") {
    // Node 22.13 to 22.17 strip TypeScript types only with a flag (default from 22.18 and 23.6).
    process.stderr.write(
      `answerlens: Node.js ${process.versions.node} does not run TypeScript by default.\n` +
        "Run it as `node --experimental-strip-types bin/answerlens.js ...`, or use Node.js 22.18 or newer.\n" +
        `${HOW_TO_GET_IT}\n`,
    );
    process.exit(1);
  }
  throw error;
}

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
process.exitCode = code;
