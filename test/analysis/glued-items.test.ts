import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";
import { gluedItems } from "../../src/analysis/glued-items.ts";
import { normalizeText } from "../../src/analysis/text-normalizer.ts";

/** A scraped Google AI Mode answer: one line, its items glued together, sections and a product card. */
const SCRAPED =
  "To find the perfect swimsuit, consider these shops based on your priorities: For Variety & Budget Options: " +
  "Target: Offers a wide selection at affordable prices.Amazon: A vast marketplace with numerous brands.Cupshe:Known " +
  "for trendy and affordable swimsuits. For Style: Aerie: Praised for comfortable, true-to-size swimsuits.Vexaro " +
  "Swim (Classic, 2024):Specializes in neoprene bikinis. Cupshe Bikini$29.994.4(2k+)See moreThings to Consider: " +
  "Fabric: Chlorine-resistant fabric lasts longer.Fit: Check the size chart.";

function headsOf(text: string) {
  const normalized = normalizeText(text);
  const capitalAt = (offset: number) => {
    const code = text.charCodeAt(normalized.toOriginal[offset]);
    return code >= 0x41 && code <= 0x5a;
  };
  return gluedItems(normalized.text, 0, normalized.text.length, capitalAt).map((item) => [
    normalized.text.slice(item.start, item.headEnd),
    item.section,
  ]);
}

test("a scraped line's glued items, sections among them, are found by their names and colons", () => {
  assert.deepEqual(headsOf(SCRAPED), [
    ["for variety & budget options", true],
    ["target", false],
    ["amazon", false],
    ["cupshe", false],
    ["for style", true],
    ["aerie", false],
    ["vexaro swim (classic, 2024)", false],
    ["things to consider", true],
    ["fabric", false],
    ["fit", false],
  ]);
});

test("ordinary prose is no glued list, however long", () => {
  const prose =
    "Note: the prices change often. Many shoppers compare three or four stores before buying, and the " +
    "Target app sends coupons. Reviews help: read several before choosing. The fabric matters most for " +
    "swimwear that sees chlorine every week, so check the label.";
  assert.deepEqual(headsOf(prose), []);
});

test("glued items head their brands: shops rank in order, features under a consider-section are no brands", () => {
  const result = analyzeAnswer({ text: SCRAPED, targets: [{ name: "Aerie" }] });
  const discovered = result.brandRecords.filter((r) => r.kind === "discovered").map((r) => r.brandName);
  assert.deepEqual(discovered.slice(0, 3), ["Target", "Amazon", "Cupshe"]);
  assert.ok(!discovered.includes("Fabric") && !discovered.includes("Fit"), discovered.join(", "));
  assert.equal(result.targets[0].position, 4);
});

test("a glued item's name may run to ten capitalised words, and a picks label glued before it is no part of it", () => {
  const line =
    "The best nonstick cookware depends on your needs, but here are some top recommendations: Top Picks " +
    "Tramontina Professional Nonstick Fry Pan: Lauded for its surface.Ninja Foodi DZ550 6-in-1 10-qt. XL " +
    "2-Basket Air Fryer: Two baskets.All-Clad HA1 Expert Nonstick 13-Piece Cookware Set: Durable.";
  assert.deepEqual(
    headsOf(line).map(([name]) => name),
    [
      "tramontina professional nonstick fry pan",
      "ninja foodi dz550 6-in-1 10-qt. xl 2-basket air fryer",
      "all-clad ha1 expert nonstick 13-piece cookware set",
    ],
  );
});

test("a picks label glued to a product whose maker the lexicon knows ends where the maker begins", () => {
  const text =
    "Based on testing and reviews, here are some of the best nonstick pots and pans sets, broken down by category: " +
    "Top Picks Overall All-Clad HA1 Expert Nonstick 13-Piece Cookware Set: This set receives high praise for even " +
    "heating.Circulon A1 Series 10-Piece Nonstick Cookware Set: This set is a great value. Best Ceramic Nonstick " +
    "Caraway Nonstick Ceramic Cookware Set: This set stands out for its smooth coating.GreenPan Valencia Pro Ceramic " +
    "Nonstick 11-Piece Cookware Set: GreenPan is a well-known brand in the ceramic space.";
  const result = analyzeAnswer({
    text,
    targets: [{ name: "All-Clad" }, { name: "GreenPan" }],
    question: "best nonstick pots and pans set",
  });
  assert.deepEqual(
    result.brandRecords.map((record) => [record.brandName, record.position]),
    [
      ["All-Clad", 1],
      ["Circulon", 2],
      ["Caraway", 3],
      ["GreenPan", 4],
    ],
  );
  assert.equal(result.targets[0].isRecommended, 1);
});

test("Amazon Rufus's items run together without full stops: each name is the capitalised run before a colon", () => {
  const text =
    "{} Brands With Zero Recall History: Nature's Logic: Never been recalled. Uses 100% natural ingredients with " +
    "no synthetic vitamins or minerals Zignature: Clean record with limited ingredient formulas designed for food " +
    "sensitivities ORIJEN: Only one recall in their entire history (2008), exceptional quality control Farmina: " +
    "Never recalled, Italian-made with rigorous testing protocols";
  const heads = headsOf(text);
  assert.deepEqual(
    heads.slice(1).map(([name]) => name),
    ["nature's logic", "zignature", "orijen", "farmina"],
  );
  assert.equal(heads[0][1], true, "the label before them is a section over the items");
  const result = analyzeAnswer({ text, targets: [{ name: "ORIJEN" }], question: "safest dog food brands" });
  assert.equal(result.targets[0].isRecommended, 1, "an option of the list the answer gives");
});
