import assert from "node:assert/strict";
import { test } from "node:test";
import { restoreCollapsedLines } from "../../src/analysis/collapsed-lines.ts";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";
import { normalizeText } from "../../src/analysis/text-normalizer.ts";

const restore = (text: string) => restoreCollapsedLines(normalizeText(text), text).text;

/** A Gemini answer as a study's CSV stored it: every line break a space, the indentation kept. */
const COLLAPSED = [
  "Choosing a secure password manager means picking audited software and using it well. Here are the top",
  "contenders for extreme security, along with the factors to consider:  ---  ### Top Recommendations  1.  **Keyward:**",
  "    *   **Why it's secure:** Open-source, independently audited, zero-knowledge encryption, strong community",
  "support.     *   **Cons:** Interface is functional but plain.  2.  **Vaultora:**     *   **Why it's secure:** It",
  "uses a secret key in addition to your master password.     *   **Cons:** No free tier.  3.  **Lockbox Nine:**",
  "    *   **Why it's secure:** Stores your database locally; you control the sync method and every copy of it.",
].join(" ");

test("a collapsed answer gets its lines back: headings, numbered bold items, nested bullets keep their indent", () => {
  const restored = restore(COLLAPSED);
  assert.equal(restored.length, normalizeText(COLLAPSED).text.length, "offsets are unchanged");
  const lines = restored.split("\n");
  assert.ok(lines.some((line) => line.startsWith("### top recommendations")));
  assert.ok(lines.includes("1.  **keyward:**"));
  assert.ok(lines.some((line) => line.startsWith("2.  **vaultora:**")));
  // The four spaces after the break stay: the details are sub-items of their manager.
  assert.ok(lines.some((line) => line.startsWith("    *   **why it's secure:**")));
});

test("a collapsed answer ranks and recommends the managers its numbered items head", () => {
  const result = analyzeAnswer({
    text: COLLAPSED,
    targets: [{ name: "Vaultora" }, { name: "Lockbox Nine" }],
    question: "I want a password manager that's extremely secure, what should I pick?",
  });
  const vaultora = result.targets.find((t) => t.brandKeyword === "Vaultora");
  const lockbox = result.targets.find((t) => t.brandKeyword === "Lockbox Nine");
  assert.equal(vaultora?.position, 2);
  assert.equal(vaultora?.isRecommended, 1);
  assert.equal(lockbox?.position, 3);
  const discovered = result.brandRecords.filter((r) => r.kind === "discovered").map((r) => r.brandName);
  assert.deepEqual(discovered, ["Keyward"], "the details' labels (Why it's secure, Cons) are no brands");
});

test("ordinary answers keep their lines: short texts, prose hyphens, '#1' and scraped numbered labels", () => {
  const prose = `${"Many people like it - it is simple. ".repeat(8)}The #1 pick - Keyward: a fine choice. ${"More text here. ".repeat(10)}`;
  assert.equal(
    restore(prose),
    normalizeText(prose).text,
    "a hyphen before lower-case words or one label is prose",
  );
  // Google AI Mode pages lose their line breaks but keep "1. Label:" (no bullets, no bold): left as the
  // page gives them, which the scraped-layout rules read.
  const scraped = `Here's a breakdown: 1. Indoor vs. Outdoor: ${"indoor cameras watch rooms. ".repeat(8)}2. Key Features: ${"resolution matters. ".repeat(8)}3. Popular Brands: Arlo, Ring.`;
  assert.equal(restore(scraped), normalizeText(scraped).text);
  const short = "Top picks: - **Keyward**: good. - **Vaultora**: also good.";
  assert.equal(
    restore(short),
    normalizeText(short).text,
    "a short answer is a paragraph, not a collapsed page",
  );
});

/** A collapsed answer whose closing checklist stands under a bold line of its own, after a rule. */
const COLLAPSED_CHECKLIST = [
  "The most trusted managers among security experts are:  1.  **Keyward:**     *   **Why it's trusted:** It is",
  "open source and audited every year by outside firms.  2.  **Vaultora:**     *   **Why it's trusted:** A",
  "strong record of handling vulnerabilities and publishing every audit.  ---  **Less trusted options:**",
  " *   **Zorvault:** Repeated breaches led experts to drop it. *   **Passhold:** Closed and unaudited.  **Key",
  "Factors for Expert Trust:**  *   **Open Source Code:** Allows public scrutiny. *   **Zero-Knowledge",
  "Architecture:** The company never sees your vault. *   **Transparency:** Clear communication about",
  "incidents. *   **Track Record:** A history of handling vulnerabilities responsibly.",
].join(" ");

test("a collapsed answer's bold line between paragraph gaps, and a rule, are lines of their own", () => {
  const restored = restore(COLLAPSED_CHECKLIST);
  assert.equal(restored.length, normalizeText(COLLAPSED_CHECKLIST).text.length, "offsets are unchanged");
  const lines = restored.split("\n");
  assert.ok(lines.includes("---"), "the rule stands alone");
  assert.ok(lines.includes("**key factors for expert trust:**"), "the bold line stands alone");
  assert.ok(
    lines.some((line) => line.startsWith("*   **open source code:**")),
    "its first item is unindented",
  );
  assert.ok(lines.includes("1.  **keyward:**"), "a bold head after an item's marker stays on its line");
});

test("the checklist under its own bold line names no brands: the list of managers ended before it", () => {
  const result = analyzeAnswer({
    text: COLLAPSED_CHECKLIST,
    targets: [{ name: "Keyward" }],
    question: "Which password manager do security experts trust most?",
  });
  const discovered = result.brandRecords.filter((r) => r.kind === "discovered").map((r) => r.brandName);
  assert.deepEqual(discovered, ["Vaultora", "Zorvault", "Passhold"]);
});
