import assert from "node:assert/strict";
import { test } from "node:test";
import { findCoordinatedNames } from "../../src/analysis/coordinated-names.ts";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";

const discovered = (text: string, targets = [{ name: "Lowe's" }]) =>
  analyzeAnswer({ text, targets })
    .brandRecords.filter((record) => record.kind === "discovered")
    .map((record) => record.brandName);

/** Capitals as a plain ASCII text writes them (the normalised text is the lower-cased original). */
const runs = (original: string) => {
  const text = original.toLowerCase();
  const members = findCoordinatedNames(
    text,
    (at) => /[A-Z]/.test(original[at]),
    () => false,
  );
  const groups: string[][] = [];
  for (const member of members) {
    groups[member.group] = groups[member.group] ?? [];
    groups[member.group].push(original.slice(member.start, member.end));
  }
  return groups;
};

test("coordination runs: capitalised names joined by commas, semicolons, slashes, 'and' and 'or'", () => {
  assert.deepEqual(runs("Reviews on Google; Yelp; or Trustpilot hurt."), [["Google", "Yelp", "Trustpilot"]]);
  assert.deepEqual(runs("For boots, check Eli's Western Wear or Ranch Dress'n for Wrangler."), [
    ["Eli's Western Wear", "Ranch Dress'n"],
  ]);
  assert.deepEqual(runs("Use Keeper/Dashlane/NordPass for teams."), [["Keeper", "Dashlane", "NordPass"]]);
  // A particle and an ampersand join words of one name; a lower-case word between names ends the run.
  assert.deepEqual(runs("Try House of Fett, Stella & Chewy's and Orijen."), [
    ["House of Fett", "Stella & Chewy", "Orijen"],
  ]);
  assert.deepEqual(runs("Apple makes phones and Samsung makes more."), []);
});

test("a capitalised name in a run with two known or well-known brands is their sibling", () => {
  // Menards, Yelp and Indeed are lexicon names that are also words; Zorvex is made up.
  assert.deepEqual(
    discovered(
      "Online discussions compare Lowe's unfavorably to Home Depot, Menards, or Amazon.\n\n" +
        "Reviews on Google, Yelp, or Trustpilot matter, and so do Glassdoor, TikTok, Indeed, or Zorvex Jobs.",
    ).sort(),
    [
      "Amazon",
      "Glassdoor",
      "Google",
      "Home Depot",
      "Indeed",
      "Menards",
      "TikTok",
      "Trustpilot",
      "Yelp",
      "Zorvex Jobs",
    ].sort(),
  );
});

test("a pair, places, platforms, codes and people-like pairs do not make siblings", () => {
  // Two members are too few: "Passkeys and WebAuthn", "Patagonia and Kelly Slater".
  const pair = discovered("Patagonia and Kelly Slater's Outerknown use recycled nylon.", [{ name: "Acme" }]);
  assert.ok(!pair.some((name) => name.includes("Kelly")), pair.join());
  // Operating systems are not known siblings, and places are no members.
  assert.deepEqual(discovered("It runs on Windows, macOS, Linux and Zorvex OS.", [{ name: "Acme" }]), []);
  assert.deepEqual(discovered("Sold by Amazon, Walmart, Europe and the UK.", [{ name: "Acme" }]).sort(), [
    "Amazon",
    "Walmart",
  ]);
  // A code in capitals and a model with digits are no brands of the run.
  assert.deepEqual(
    discovered("Secrets in HashiCorp Vault, AWS Secrets Manager, GPU, or FIPS.", [{ name: "Acme" }]).sort(),
    ["AWS", "HashiCorp"].sort(),
  );
});
