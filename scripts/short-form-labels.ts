/**
 * The labelling convention "a brand is named in the shortest form that names it (永辉 when the answer says
 * both 永辉超市 and 永辉)" (docs/analysis.md, Real-answer corpus), checked and applied mechanically for
 * Chinese store forms (src/analysis/store-forms.ts): a labelled brand written as a short name plus a store
 * form ("苏宁易购", "永辉超市", "美团优选", "国美电器") is named by the short name when the short name is a
 * well-known brand's spelling or another labelled brand and the answer writes it apart from the longer
 * names. Likewise a shop named by its site in one country ("Amazon.in", "Argos.co.uk") is named by its name
 * (Amazon), as the analysis reads it (name-verdict.ts, COUNTRY_SITE), wherever the answer writes it so:
 * the labels had named it both ways. Targets and competitors are the caller's names and are left alone.
 *
 * Run: node scripts/short-form-labels.ts [--write] [REAL_ROOT]: prints how many labels of each split
 * break the convention (names only for the tuning part, so the held-out part is not read), and with
 * `--write` renames (or, when both forms are labelled, merges) them, noting the change in the label.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { shippedLexicon } from "../src/analysis/lexicon/brand-lexicon.ts";
import { COUNTRY_SITE } from "../src/analysis/name-verdict.ts";
import { STORE_FORM } from "../src/analysis/store-forms.ts";
import { normalizeName } from "../src/analysis/text-normalizer.ts";
import { type Fixture, loadRealAnswers, REAL_ANSWER_DIR, REAL_SPLITS } from "./answer-corpus.ts";

export interface ShortFormChange {
  from: string;
  to: string;
  /** Both forms were labelled as two brands: the later one is dropped. */
  merge: boolean;
}

/** The renames the convention asks of one label, in the order of its `brands`. */
export function shortFormChanges({ label, text }: Fixture): ShortFormChange[] {
  const lexicon = shippedLexicon();
  const callers = new Set([...label.targets, ...(label.competitors ?? [])].map((brand) => brand.name));
  const names = [...new Set([...label.brands, ...callers])].sort((a, b) => b.length - a.length);
  const changes: ShortFormChange[] = [];
  for (const brand of label.brands) {
    const site = COUNTRY_SITE.exec(normalizeName(brand));
    if (site && !callers.has(brand)) {
      const entry = lexicon.entries[lexicon.entryOf(site[1])];
      const to = entry?.name ?? brand.slice(0, site[1].length);
      const labelled = label.brands.find(
        (name) => name !== brand && normalizeName(name) === normalizeName(to),
      );
      changes.push({ from: brand, to: labelled ?? to, merge: labelled !== undefined });
      continue;
    }
    for (let length = 2; length <= brand.length - 2; length++) {
      const short = brand.slice(0, length);
      if (!STORE_FORM.test(brand.slice(length))) continue;
      if (!label.brands.includes(short) && lexicon.entryOf(normalizeName(short)) < 0) break;
      // Written apart: outside every labelled name that holds it ("拼多多" holds no 多多 of "多多买菜").
      let rest = text;
      for (const name of names)
        if (name !== short && name.includes(short)) rest = rest.split(name).join("\0");
      if (rest.includes(short) && !callers.has(brand) && !callers.has(short))
        changes.push({ from: brand, to: short, merge: label.brands.includes(short) });
      break;
    }
  }
  return changes;
}

/** The label with `changes` applied: names renamed, a merged pair kept at the earlier position. */
export function applyShortForms(fixture: Fixture, changes: readonly ShortFormChange[]): Fixture["label"] {
  const label = structuredClone(fixture.label);
  for (const { from, to, merge } of changes) {
    const brands = label.brands;
    if (merge) {
      const [keep, drop] = [brands.indexOf(from), brands.indexOf(to)].sort((a, b) => a - b);
      brands[keep] = to;
      brands.splice(drop, 1);
      for (const expected of Object.values(label.expect))
        if ((expected.position ?? 0) > drop + 1) (expected.position as number)--;
    } else brands[brands.indexOf(from)] = to;
    const discovered = new Set(label.discovered.map((name) => (name === from ? to : name)));
    label.discovered = brands.filter((name) => discovered.has(name));
  }
  const said = changes.map(({ from, to, merge }) =>
    merge ? `${from} and ${to} -> ${to}` : `${from} -> ${to}`,
  );
  label.note = `${label.note ? `${label.note} ` : ""}Shortest-form convention applied by scripts/short-form-labels.ts: ${said.join("; ")}.`;
  return label;
}

function main(args: string[]): void {
  const write = args.includes("--write");
  const root = args.find((arg) => !arg.startsWith("--")) ?? REAL_ANSWER_DIR;
  for (const split of REAL_SPLITS) {
    let labels = 0;
    let renames = 0;
    for (const fixture of loadRealAnswers(split, [root])) {
      const changes = shortFormChanges(fixture);
      if (changes.length === 0) continue;
      labels++;
      renames += changes.length;
      if (split === "tuning")
        console.log(`${fixture.file}: ${changes.map((c) => `${c.from} -> ${c.to}`).join(", ")}`);
      if (!write) continue;
      const path = join(root, split, fixture.file);
      const source = readFileSync(path, "utf8");
      const body = source.slice(source.indexOf("\n-->\n") + 5);
      const label = applyShortForms(fixture, changes);
      writeFileSync(path, `<!--\n${JSON.stringify(label, null, 1)}\n-->\n${body}`);
    }
    console.log(`${split}: ${labels} labels, ${renames} names ${write ? "renamed" : "to rename"}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
