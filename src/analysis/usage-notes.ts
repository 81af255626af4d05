/*
 * Usage notes: lines an answer labels with where a product is out of its element ("踩雷地形：岩壁攀爬（鞋底厚，
 * 路感差）", "不适合：背负重装", "Not ideal for: wide feet"), beside lines saying where it fits. They say
 * whom a product suits, not how good it is (issue 12: "不适合手洗丝绸" is a usage note), so the cues in
 * them judge no brand.
 */
const USAGE_LABEL =
  /^[\s>*_\-•·\d.)、]*(?:踩雷地形|踩雷路况|踩雷场景|不适合人群|不适合的人|不适合|不适用人群|不适用|not (?:ideal|suitable|recommended) for|not for|skip (?:it )?if)[*_\s]*[:：]/i;

/** True when the line holding offset `at` opens with a usage-note label. */
export function inUsageNote(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  return USAGE_LABEL.test(text.slice(lineStart, Math.min(text.length, lineStart + 40)));
}
