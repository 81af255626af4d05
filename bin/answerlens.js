#!/usr/bin/env node
// Entry point of the `answerlens` command. Node >= 22.13 runs the TypeScript sources directly.
import { main } from "../src/cli/main.ts";

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
process.exitCode = code;
