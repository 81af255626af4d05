/*
 * Shopping cards as a chat page's text keeps them one part a line: the product, its price ("₹2,799.30",
 * "$34.99", "699,99 €"), "•", then the shop ("dspetstore.com", "Amazon.in + others"). The structure reads
 * the product line as an item (answer-structure.ts), discovery the shop line as a name
 * (prose-candidates.ts); both find the card by the same price and bullet lines.
 */

/** A card's price line and bullet line (regular-expression source; normalised, lower-case text). */
export const CARD_PRICE_LINES =
  "[ \\t]*(?:(?:[$€£¥₹]|rs\\.?|usd|inr)[ \\t]?\\d[\\d.,]*|\\d[\\d.,]*[ \\t]?(?:[$€£¥₹]|usd|eur))[ \\t]*\\n[ \\t]*•[ \\t]*\\n";

const CARD_PRICE = new RegExp(CARD_PRICE_LINES, "y");

/** True when the lines starting at `next` are a shopping card's price and bullet. */
export function opensShoppingCard(text: string, next: number): boolean {
  if (next >= text.length || text.charCodeAt(next) === 0x0a) return false;
  CARD_PRICE.lastIndex = next;
  return CARD_PRICE.test(text);
}
