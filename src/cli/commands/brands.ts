import { parseArgs } from "node:util";
import { loadConfig } from "../../config/config.ts";
import { isServiceError } from "../../errors.ts";
import { brandKnowledgeListing } from "../../operations/brand-knowledge/brand-knowledge-listing.ts";
import { loadBrand, type StoredBrand } from "../../operations/brand-knowledge/brand-registry.ts";
import { changeBrandAliases } from "../../operations/brand-knowledge/change-brand-aliases.ts";
import { decideKnownName } from "../../operations/brand-knowledge/decide-known-name.ts";
import { KNOWN_NAME_STANDINGS } from "../../operations/brand-knowledge/list-known-names.ts";
import { reanalyzeBrand } from "../../operations/reanalysis/reanalyze-brand.ts";
import type { Database } from "../../store/database.ts";
import type { KnownNameStanding } from "../../store/database-schema.ts";
import { LEARNED_MIN_ANSWERS, LEARNED_MIN_PLATFORMS } from "../../store/known-names/learned-thresholds.ts";
import { type CliCommand, CliUsageError } from "../cli-command.ts";
import { formatTable, openCliDatabase, STORAGE_OPTIONS } from "../cli-database.ts";

const usage = `Usage:
  answerlens brands candidates --brand BRAND_ID [--standing S] [--limit N] [--json]
  answerlens brands confirm --brand BRAND_ID NAME [--reanalyze]
  answerlens brands reject --brand BRAND_ID NAME [--reanalyze]
  answerlens brands alias --brand BRAND_ID [--name NAME] [--add ALIAS]... [--remove ALIAS]... [--reanalyze]
  answerlens brands merge --brand BRAND_ID NAME --into BRAND [--reanalyze]
  (every action takes --data DIR | --database-url URL | --config FILE)

The brand knowledge of a brand's account (docs/brand-monitoring.md), on the local database like the other
admin commands (safe while a server runs):
candidates  the brand's aliases and competitors, and the names its account's answers taught, with their
            standing (candidate, learned at ${LEARNED_MIN_ANSWERS} answers on ${LEARNED_MIN_PLATFORMS} platforms, confirmed, rejected,
            merged), counts and evidence; --standing lists one standing, --limit N names (default 100)
confirm     NAME is a brand for the whole account; reject: it is not (never counted again)
alias       adds/removes spellings of the brand (or of competitor/known name --name)
merge       NAME counts as BRAND from now on (it becomes BRAND's alias)
Decisions apply to answers from then on; --reanalyze also analyses the brand's stored answers again and
rebuilds its rollups now (as \`answerlens reanalyze --brand BRAND_ID\`).`;

const OPTIONS = {
  ...STORAGE_OPTIONS,
  brand: { type: "string" },
  standing: { type: "string" },
  limit: { type: "string" },
  name: { type: "string" },
  add: { type: "string", multiple: true },
  remove: { type: "string", multiple: true },
  into: { type: "string" },
  reanalyze: { type: "boolean" },
  json: { type: "boolean" },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

const ACTIONS = ["candidates", "confirm", "reject", "alias", "merge"] as const;
type Action = (typeof ACTIONS)[number];

async function listCandidates(database: Database, stored: StoredBrand, values: Values, timeZone: string) {
  const standing = values.standing;
  if (standing !== undefined && !(KNOWN_NAME_STANDINGS as readonly string[]).includes(standing))
    throw new CliUsageError(`--standing must be one of ${KNOWN_NAME_STANDINGS.join(", ")}`);
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new CliUsageError("--limit must be a whole number from 1 to 1000");
  return brandKnowledgeListing(
    database.db,
    stored,
    { standing: standing as KnownNameStanding | undefined, limit },
    timeZone,
  );
}

async function decide(
  database: Database,
  stored: StoredBrand,
  action: Action,
  positionals: string[],
  values: Values,
) {
  const now = Date.now();
  const accountId = stored.brand.account_id;
  const name = positionals[1]?.trim();
  if (action === "confirm" || action === "reject") {
    if (!name) throw new CliUsageError(`brands ${action} needs the NAME`);
    const row = await decideKnownName(database.db, {
      accountId,
      stored,
      name,
      decision: action,
      now,
    });
    return { brandId: stored.brand.id, name: row.name, standing: row.standing };
  }
  if (action === "merge") {
    if (!name || !values.into?.trim())
      throw new CliUsageError("brands merge needs the NAME and --into BRAND");
    return changeBrandAliases(database.db, {
      accountId,
      stored,
      name: values.into.trim(),
      add: [name],
      remove: [],
      now,
    });
  }
  const add = (values.add ?? []).map((a) => a.trim()).filter(Boolean);
  const remove = (values.remove ?? []).map((a) => a.trim()).filter(Boolean);
  if (add.length === 0 && remove.length === 0)
    throw new CliUsageError("brands alias needs --add or --remove");
  return changeBrandAliases(database.db, {
    accountId,
    stored,
    name: values.name?.trim() || undefined,
    add,
    remove,
    now,
  });
}

export const command: CliCommand = {
  name: "brands",
  summary: "A brand's knowledge: candidates, learned brands, confirm, reject, aliases, merges",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
    const action = positionals[0] as Action | undefined;
    if (!action || !(ACTIONS as readonly string[]).includes(action))
      throw new CliUsageError(
        action ? `unknown action "${action}"` : `brands needs an action: ${ACTIONS.join(", ")}`,
      );
    if (!values.brand) throw new CliUsageError(`brands ${action} needs --brand BRAND_ID`);
    const config = loadConfig({
      flags: { data: values.data, "database-url": values["database-url"] },
      env: io.env,
      configFile: values.config,
    });
    const database = await openCliDatabase(values, io);
    try {
      const found = await database.db
        .selectFrom("brands")
        .select("id")
        .where("id", "=", values.brand)
        .executeTakeFirst();
      if (!found) {
        io.stderr.write(`answerlens brands: brand ${values.brand} not found\n`);
        return 1;
      }
      const stored = await loadBrand(database.db, values.brand);
      if (action === "candidates") {
        const listing = await listCandidates(database, stored, values, config.timeZone);
        if (values.json) io.stdout.write(`${JSON.stringify(listing)}\n`);
        else
          io.stdout.write(
            `${listing.brandName} (${listing.brandId}) aliases: ${listing.aliases.join(", ") || "-"}\n${formatTable(
              ["NAME", "STANDING", "ANSWERS", "PLATFORMS", "SCORE", "EVIDENCE"],
              listing.names.map((n) => [
                n.name,
                n.mergedInto ? `merged into ${n.mergedInto}` : n.standing,
                String(n.answers),
                String(n.platformCount),
                n.score.toFixed(2),
                n.evidence.join(","),
              ]),
            )}\n`,
          );
        return 0;
      }
      let result: unknown;
      try {
        result = await decide(database, stored, action, positionals, values);
      } catch (error) {
        if (!isServiceError(error)) throw error;
        io.stderr.write(`answerlens brands ${action}: ${error.message}\n`);
        return 1;
      }
      const reanalysis = values.reanalyze
        ? await reanalyzeBrand(database.db, stored.brand.id, { now: Date.now })
        : undefined;
      io.stdout.write(`${JSON.stringify(reanalysis ? { ...(result as object), reanalysis } : result)}\n`);
      if (!reanalysis)
        io.stderr.write(
          `history unchanged: run \`answerlens reanalyze --brand ${stored.brand.id}\` to apply it\n`,
        );
      return 0;
    } finally {
      await database.close();
    }
  },
};
