import {
  type AnswerTally,
  averagePosition,
  emptyTally,
  mentionRate,
  promptPlatformKey,
  type RankReportData,
} from "../operations/rank-monitor-export/rank-report-data.ts";
import { escapeHtml } from "./html-escape.ts";
import { horizontalBarChart, percentLineChart } from "./svg-charts.ts";

/** Styles for the screen and for print (A4, tables that do not split rows, charts kept whole). */
const STYLE = `
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif;
  color: #111827; margin: 32px auto; max-width: 980px; padding: 0 16px; line-height: 1.45; }
h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid #e5e7eb; padding-bottom: 4px; }
.meta { color: #4b5563; font-size: 13px; margin: 2px 0; }
.kpis { display: grid; grid-template-columns: repeat(5, 1fr); gap: 10px; margin-top: 18px; }
.kpi { border: 1px solid #e5e7eb; border-radius: 8px; padding: 10px 12px; }
.kpi b { display: block; font-size: 22px; } .kpi span { color: #6b7280; font-size: 12px; }
table { border-collapse: collapse; width: 100%; font-size: 12.5px; }
th, td { border: 1px solid #e5e7eb; padding: 5px 7px; text-align: right; vertical-align: top; }
th { background: #f3f4f6; } td.text, th.text { text-align: left; }
.muted { color: #9ca3af; }
svg { display: block; max-width: 760px; }
footer { margin-top: 28px; color: #9ca3af; font-size: 11px; }
@page { size: A4; margin: 14mm; }
@media print {
  body { margin: 0; max-width: none; }
  h2 { break-after: avoid; } tr, .kpi, svg { break-inside: avoid; }
  thead { display: table-header-group; }
}`;

function cell(tally: AnswerTally | undefined): string {
  if (!tally || tally.answers === 0) return `<td class="muted">–</td>`;
  const position = averagePosition(tally);
  return `<td>${mentionRate(tally)}%<br><span class="muted">${position === null ? "no rank" : `#${position}`} · ${tally.completed}/${tally.answers}</span></td>`;
}

function kpi(value: string | number, label: string): string {
  return `<div class="kpi"><b>${escapeHtml(value)}</b><span>${escapeHtml(label)}</span></div>`;
}

/** The report as one self-contained HTML page: no script, no external resource. */
export function renderReportHtml(data: RankReportData, generatedAt: string): string {
  const first = data.rounds[0]?.runTime ?? "–";
  const last = data.rounds.at(-1)?.runTime ?? "–";
  const platforms = [...data.byPlatform.keys()];
  const roundRows = data.rounds
    .map(
      (round) =>
        `<tr><td class="text">${escapeHtml(round.runTime)}</td><td>${round.answers}</td><td>${round.completed}</td><td>${round.mentioned}</td><td>${mentionRate(round)}%</td><td>${round.recommended}</td><td>${round.exposure}</td><td>${averagePosition(round) ?? "–"}</td></tr>`,
    )
    .join("");
  const promptRows = data.prompts
    .map(
      (prompt) =>
        `<tr><td class="text">${prompt.promptOrder}. ${escapeHtml(prompt.promptText)}</td>${platforms
          .map((platform) => cell(data.byPromptPlatform.get(promptPlatformKey(prompt.promptId, platform))))
          .join("")}</tr>`,
    )
    .join("");
  const trend = percentLineChart(
    "Mention rate per round",
    data.rounds.map((round) => ({ label: round.runTime.slice(5, 16), value: mentionRate(round) })),
  );
  const byPlatform = horizontalBarChart(
    "Mention rate per platform",
    platforms.map((platform) => ({
      label: platform,
      value: mentionRate(data.byPlatform.get(platform) ?? emptyTally()),
    })),
    "%",
  );
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.taskName)} · answerlens rank monitor report</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(data.taskName)}</h1>
<p class="meta">Rank monitor report · task <code>${escapeHtml(data.taskId)}</code></p>
<p class="meta">Runs from ${escapeHtml(first)} to ${escapeHtml(last)} · brand keywords: ${escapeHtml(data.brandKeywords.join(", "))} · platforms: ${escapeHtml(data.platforms.join(", "))}</p>
</header>
<section class="kpis">
${kpi(data.rounds.length, "runs")}${kpi(data.total.answers, "answers asked")}${kpi(`${mentionRate(data.total)}%`, "mention rate")}${kpi(data.total.recommended, "recommended")}${kpi(data.total.exposure, "exposure (mentions)")}
</section>
<h2>Mention rate over time</h2>
${trend}
<h2>Mention rate per platform</h2>
${byPlatform}
<h2>Runs</h2>
<table>
<thead><tr><th class="text">run time</th><th>answers</th><th>completed</th><th>mentioned</th><th>mention rate</th><th>recommended</th><th>exposure</th><th>avg. position</th></tr></thead>
<tbody>${roundRows}</tbody>
</table>
<h2>Prompts × platforms</h2>
<p class="meta">Each cell: mention rate of the completed answers, the average rank of the brand keywords where ranked, completed/asked answers.</p>
<table>
<thead><tr><th class="text">prompt</th>${platforms.map((p) => `<th>${escapeHtml(p)}</th>`).join("")}</tr></thead>
<tbody>${promptRows}</tbody>
</table>
<footer>Generated by answerlens on ${escapeHtml(generatedAt)}. Mention rate: completed answers that name a brand keyword; failed asks count in no rate (docs/rank-monitoring.md).</footer>
</body>
</html>
`;
}
