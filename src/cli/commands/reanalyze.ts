import { parseArgs } from "node:util";
import { METRICS_VERSION } from "../../metrics/metrics-version.ts";
import {
  type BrandReanalysisReport,
  type ReanalysisProgress,
  reanalyzeBrand,
} from "../../operations/reanalysis/reanalyze-brand.ts";
import { isDay } from "../../util/time.ts";
import { type CliCommand, type CliIo, CliUsageError } from "../cli-command.ts";
import { formatTable, openCliDatabase, STORAGE_OPTIONS } from "../cli-database.ts";

const usage = `Usage:
  answerlens reanalyze [--brand BRAND_ID] [--since DAY] [--json] [--data DIR | --database-url URL | --config FILE]

Analyses the stored answers of brand monitoring again, with the current analyzer (metrics version
${METRICS_VERSION}) and each account's current brand knowledge (aliases, competitors, confirmed, rejected
and merged names), and rebuilds the daily rollups the synchronous queries read; then each brand's
geo.brand result. Every brand unless --brand; every day unless --since (yyyy-MM-dd, the first day).

Safe while the service runs: each brand-day is rebuilt in one short transaction that replaces its rows,
so readers see the day before or after, and answers arriving meanwhile are counted exactly once.
Progress (answers done/total, answers per second) goes to stderr; the summary to stdout.`;

/** A progress line per brand-day: done/total and the rate so far. */
function progressReporter(io: CliIo, startedAt: number) {
  return (progress: ReanalysisProgress) => {
    const seconds = Math.max((Date.now() - startedAt) / 1000, 0.001);
    const rate = Math.round(progress.done / seconds);
    io.stderr.write(
      `reanalyze ${progress.brandId} ${progress.day}: ${progress.done}/${progress.total} answers (${rate}/s)\n`,
    );
  };
}

export const command: CliCommand = {
  name: "reanalyze",
  summary: "Analyse stored answers again and rebuild the rollups (metrics version, brand knowledge)",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...STORAGE_OPTIONS,
        brand: { type: "string" },
        since: { type: "string" },
        json: { type: "boolean" },
      },
    });
    if (positionals.length > 0) throw new CliUsageError(`unexpected argument "${positionals[0]}"`);
    if (values.since !== undefined && !isDay(values.since))
      throw new CliUsageError(`--since must be a day written yyyy-MM-dd (got "${values.since}")`);
    const database = await openCliDatabase(values, io);
    try {
      let query = database.db.selectFrom("brands").select("id").orderBy("created_at").orderBy("id");
      if (values.brand !== undefined) query = query.where("id", "=", values.brand);
      const brands = await query.execute();
      if (values.brand !== undefined && brands.length === 0) {
        io.stderr.write(`answerlens reanalyze: brand ${values.brand} not found\n`);
        return 1;
      }
      const startedAt = Date.now();
      const onProgress = progressReporter(io, startedAt);
      const reports: BrandReanalysisReport[] = [];
      for (const brand of brands)
        reports.push(
          await reanalyzeBrand(database.db, brand.id, { since: values.since, onProgress, now: Date.now }),
        );
      const seconds = (Date.now() - startedAt) / 1000;
      const answers = reports.reduce((sum, report) => sum + report.answers, 0);
      if (values.json) {
        io.stdout.write(`${JSON.stringify({ metricsVersion: METRICS_VERSION, seconds, brands: reports })}\n`);
        return 0;
      }
      io.stdout.write(
        `${formatTable(
          ["BRAND", "DAYS", "ANSWERS", "CHANGED"],
          reports.map((r) => [r.brandId, String(r.days), String(r.answers), String(r.changed)]),
        )}\n${answers} answers re-analysed with metrics version ${METRICS_VERSION} in ${seconds.toFixed(1)} s\n`,
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
