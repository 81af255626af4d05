import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { AnswerAnalysis, BrandSpec, Citation } from "../../analysis/analysis-types.ts";
import { createAnalyzer } from "../../analysis/create-analyzer.ts";
import { type CliCommand, type CliIo, CliUsageError, readStdin } from "../cli-command.ts";

const usage = `Usage: answerlens analyze --brand NAME[=ALIAS,ALIAS...] [--brand ...] [options] < answer.md

Analyses one AI answer (markdown on stdin) for the given target brands: mentions, position,
recommendation, sentiment, other brands named, and cited sources (docs/analysis.md).

Options:
  --brand NAME[=ALIASES]       target brand, aliases comma-separated (repeatable, at least one)
  --competitor NAME[=ALIASES]  known competitor (repeatable)
  --citations FILE.json        the provider's structured citations: [{"url","title"}, ...]
  --official-domain DOMAIN     a brand's own site; sources there are typed 官网 (repeatable)
  --question TEXT              the question the answer replies to: its category nouns ("扫地机器人")
                               tell a category heading ("### 无尘扫地机器人") from a brand
  --json                       print the analysis as JSON instead of tables
`;

/** "小米=Xiaomi,米家" -> { name: "小米", aliases: ["Xiaomi", "米家"] } */
export function parseBrandArgument(value: string): BrandSpec {
  const equals = value.indexOf("=");
  const name = (equals < 0 ? value : value.slice(0, equals)).trim();
  if (name.length === 0) throw new CliUsageError(`empty brand name in "${value}"`);
  if (equals < 0) return { name };
  const aliases = value
    .slice(equals + 1)
    .split(/[,，]/)
    .map((alias) => alias.trim())
    .filter((alias) => alias.length > 0);
  return aliases.length > 0 ? { name, aliases } : { name };
}

async function readCitations(file: string): Promise<Citation[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CliUsageError(`cannot read citations from ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new CliUsageError(`${file} must hold a JSON array of {"url","title"}`);
  return parsed.map((entry, index) => {
    const url = (entry as { url?: unknown })?.url;
    if (typeof url !== "string")
      throw new CliUsageError(`${file}: citation ${index + 1} has no "url" string`);
    const { title, siteName } = entry as { title?: unknown; siteName?: unknown };
    return {
      url,
      ...(typeof title === "string" ? { title } : {}),
      ...(typeof siteName === "string" ? { siteName } : {}),
    };
  });
}

function table(headers: string[], rows: Array<Array<string | number>>): string {
  const width = (text: string) => {
    let w = 0;
    for (const ch of text) w += /[\u1100-\uffff]/.test(ch) ? 2 : 1;
    return w;
  };
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => width(row[column]))));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell + " ".repeat(widths[column] - width(cell)))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.slice(1).map(line)].join("\n");
}

function formatReadable(analysis: AnswerAnalysis): string {
  const parts = [
    "Targets",
    table(
      ["brand", "recommended", "exposure", "recommends", "position", "sentiment", "score"],
      analysis.targets.map((t) => [
        t.brandKeyword,
        t.isRecommended,
        t.exposureCount,
        t.recommendCount,
        t.position,
        t.sentiment,
        t.sentimentScore,
      ]),
    ),
  ];
  for (const target of analysis.targets)
    for (const evidence of target.evidence) parts.push(`  ${target.brandKeyword}: ${evidence}`);
  parts.push(
    "",
    "Brands",
    table(
      ["position", "brand", "kind", "mentions", "sentiment", "score"],
      analysis.brandRecords.map((b) => [
        b.position,
        b.brandName,
        b.kind,
        b.visibilityCount,
        b.sentiment,
        b.sentimentScore,
      ]),
    ),
    "",
    "Candidates (below the acceptance threshold)",
    analysis.candidates.length === 0
      ? "(none)"
      : table(
          ["name", "score", "evidence"],
          analysis.candidates.map((c) => [c.name, c.score.toFixed(2), c.evidence.join(", ")]),
        ),
    "",
    "Sources",
    analysis.sourceRecords.length === 0
      ? "(none)"
      : table(
          ["#", "site", "type", "title", "url"],
          analysis.sourceRecords.map((s) => [s.ranking, s.websiteName, s.websiteType, s.title, s.url]),
        ),
  );
  return `${parts.join("\n")}\n`;
}

export const command: CliCommand = {
  name: "analyze",
  summary: "Analyse one AI answer (stdin) for brand mentions, rank, recommendation, sentiment and sources",
  usage,
  async run(argv: string[], io: CliIo): Promise<number> {
    const { values } = parseArgs({
      args: argv,
      options: {
        brand: { type: "string", multiple: true },
        competitor: { type: "string", multiple: true },
        citations: { type: "string" },
        "official-domain": { type: "string", multiple: true },
        question: { type: "string" },
        json: { type: "boolean", default: false },
      },
      allowPositionals: false,
      strict: true,
    });
    const targets = (values.brand ?? []).map(parseBrandArgument);
    if (targets.length === 0) throw new CliUsageError("at least one --brand is required");
    const competitors = (values.competitor ?? []).map(parseBrandArgument);
    const citations = values.citations ? await readCitations(values.citations) : [];
    const text = await readStdin(io.stdin);
    const analyzer = createAnalyzer({
      targets,
      competitors,
      officialDomains: values["official-domain"] ?? [],
      question: values.question,
    });
    const analysis = analyzer.analyze({ text, citations });
    if (values.json) {
      const output = {
        targets: analysis.targets.map((t) => ({
          brandKeyword: t.brandKeyword,
          isRecommended: t.isRecommended,
          exposureCount: t.exposureCount,
          recommendCount: t.recommendCount,
          position: t.position,
          sentiment: t.sentiment,
          sentimentScore: t.sentimentScore,
          evidence: t.evidence,
        })),
        brandRecords: analysis.brandRecords,
        sourceRecords: analysis.sourceRecords,
        candidates: analysis.candidates,
      };
      io.stdout.write(`${JSON.stringify(output)}\n`);
    } else io.stdout.write(formatReadable(analysis));
    return 0;
  },
};
