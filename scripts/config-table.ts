/**
 * Prints the README's configuration table from src/config/config-settings.ts (the one list of settings).
 * `node scripts/config-table.ts` after adding a setting; a test keeps the README in step.
 */
import { SETTINGS } from "../src/config/config-settings.ts";

export function configTable(): string {
  const rows = SETTINGS.map((s) => {
    const flag = "flag" in s && s.flag ? `\`--${s.flag}\`` : "";
    const env = "env" in s && s.env ? `\`${s.env}\`` : "";
    const value = s.defaultValue === null ? "(none)" : `\`${s.defaultValue}\``;
    return `| \`${s.key}\` | ${flag} | ${env} | ${value} | ${s.description} |`;
  });
  return [
    "| setting (config file key) | flag | environment | default | meaning |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

if (import.meta.main) process.stdout.write(`${configTable()}\n`);
