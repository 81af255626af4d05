/*
 * Answers copied from a chat page's text (a browser extension's `textContent`, as in ChatGPT's web answers
 * a study collected) lose their list markers: each list item becomes a paragraph set off by exactly two
 * blank lines ("…highlights:\n\n\nAventon Aventure 3: Fat-tire …\n\n\nHimiway D7: …"), while a heading
 * after a list has three ("…speeds.\n\n\n\nMy top pick") and prose paragraphs one. A line after exactly
 * two blank lines is therefore a list item, when the answer has at least MIN_ITEMS of them (one such gap
 * is as likely a typing slip in a markdown answer).
 */

const MIN_ITEMS = 2;
const NEWLINE = 0x0a;
/**
 * What a scraped item's line looks like: a short title ("Apple Watch Ultra 2"), or a name then a colon or
 * a spaced dash ("Aventon Aventure 3: Fat-tire …", "Prusa CORE One – A robust …"). A long sentence after
 * two blank lines ("Consumer Reports, Good Housekeeping, and other testers emphasize …") is as often the
 * paragraph after a list, which the page sets off the same way.
 */
const ITEM_LINE = /^[ \t]*(?:[^\n]{1,60}$|[^\n.!?:]{1,48}?(?::|[ \t][–—-][ \t]))/;

/** True when a line set off as a scraped item reads as one (ITEM_LINE). */
export function readsAsItem(line: string): boolean {
  return ITEM_LINE.test(line);
}

/** True when exactly two empty lines come right before the line starting at `lineStart`. */
export function afterTwoBlankLines(text: string, lineStart: number): boolean {
  return (
    lineStart >= 3 &&
    text.charCodeAt(lineStart - 1) === NEWLINE &&
    text.charCodeAt(lineStart - 2) === NEWLINE &&
    text.charCodeAt(lineStart - 3) === NEWLINE &&
    text.charCodeAt(lineStart - 4) !== NEWLINE
  );
}

/** True when at least MIN_ITEMS lines of the text follow exactly two empty lines. */
export function hasScrapedItems(text: string): boolean {
  let found = 0;
  for (let at = text.indexOf("\n\n\n"); at >= 0; at = text.indexOf("\n\n\n", at + 3)) {
    let end = at + 3;
    while (text.charCodeAt(end) === NEWLINE) end++;
    if (end === at + 3 && end < text.length && afterTwoBlankLines(text, end) && ++found >= MIN_ITEMS)
      return true;
    at = end - 3;
  }
  return false;
}
