/**
 * Renders the cue lists and the discovery stop list of docs/analysis.md ("Cue lists and stop list") from
 * the code, which is authoritative: `npm run docs:cue-lists` prints them, `-- --write` rewrites that part
 * of the document. A test (test/analysis/cue-lists.test.ts) fails when the document and the code differ.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CUE_WORDS } from "../src/analysis/cue-lexicon.ts";
import {
  ATTRIBUTE_CONTEXT,
  ATTRIBUTE_INTRO,
  STOP_EXACT,
  STOP_SUBSTRINGS_CJK,
  STOP_WORDS_LATIN,
} from "../src/analysis/discovery-stop-list.ts";

export const ANALYSIS_DOC = fileURLToPath(new URL("../docs/analysis.md", import.meta.url));

/** The first and last line of the generated part: the recommend list through the attribute intros. */
const FIRST = "- **recommend**:";
const LAST = "- attribute intros";

const cjk = (words: Iterable<string>) => [...words].join("、");
const latin = (words: Iterable<string>) => [...words].join(", ");

/** The generated lines, as the document holds them. */
export function renderCueLists(): string {
  const w = CUE_WORDS;
  const degree = [...w.degreeStrong.map((d) => `${d}×1.5`), ...w.degreeWeak.map((d) => `${d}×0.6`)];
  return [
    `- **recommend**: ${cjk(w.recommend)}`,
    `- **warning**: ${cjk(w.warning)}`,
    `- **reservation**: ${cjk(w.reservation)}`,
    `- **negator**: ${cjk(w.negator)}`,
    `- **degree**: ${cjk(degree)}`,
    `- **contrast**: ${cjk(w.contrast)}`,
    `- **conditional**: ${cjk(w.conditional)}`,
    `- **hedge** (criticism after it in the same clause ×0.5): ${cjk(w.hedge)}`,
    `- **neutral**: ${cjk(w.neutral)}`,
    `- **sentiment, praise** (weight +1, single CJK characters +0.6, 优点/pros/strengths +0.5): ${cjk(w.praise)}`,
    `- **sentiment, criticism** (weight −1, single CJK characters −0.6, 缺点/cons/weaknesses −0.5): ${cjk(w.criticism)}`,
    `- **sentiment, mild criticism** (comparative or mixed verdicts, weight −0.6): ${cjk(w.mildCriticism)}`,
    "",
    "Discovery stop list:",
    "",
    `- exact stop words: ${cjk(STOP_EXACT)}`,
    `- generic Chinese terms (a candidate containing one is rejected): ${cjk(STOP_SUBSTRINGS_CJK)}`,
    `- generic English words (a candidate containing one as a word is rejected): ${latin(STOP_WORDS_LATIN)}`,
    `- attribute contexts (a list under a heading or parent item containing one is not searched): ${cjk(ATTRIBUTE_CONTEXT)}`,
    `- attribute intros (a list introduced by a line containing one is not searched): ${cjk(ATTRIBUTE_INTRO)}`,
  ].join("\n");
}

/** The generated part as the document holds it now. */
export function documentedCueLists(doc = readFileSync(ANALYSIS_DOC, "utf8")): string {
  const lines = doc.split("\n");
  const first = lines.findIndex((line) => line.startsWith(FIRST));
  const last = lines.findIndex((line, k) => k > first && line.startsWith(LAST));
  if (first < 0 || last < 0) throw new Error("docs/analysis.md: the cue lists are missing");
  return lines.slice(first, last + 1).join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rendered = renderCueLists();
  if (process.argv.includes("--write")) {
    const doc = readFileSync(ANALYSIS_DOC, "utf8");
    writeFileSync(
      ANALYSIS_DOC,
      doc.replace(documentedCueLists(doc), () => rendered),
    );
  } else process.stdout.write(`${rendered}\n`);
}
