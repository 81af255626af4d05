import { firstStartingFrom, type Span } from "./text-spans.ts";

/*
 * Picks an answer makes without a recommend word (docs/analysis.md, Recommendation), as the labels read
 * them: on the reader's condition ("If you want completely free and don't mind some setup, KeePass.", "- If
 * you want maximum privacy …: KeePassXC or pass", "If you need true cross-platform → Bitwarden"), and as
 * the superlative the question asks for ("the most user-friendly password manager is 1Password"). The
 * brand that opens what follows is the answer's pick.
 */

/**
 * "if you" and the reader's wish or situation, up to the separator before the consequent (a comma, colon,
 * dash or arrow; a sentence end or line break ends the search). The text is normalised (lower case).
 */
const CONDITION = /\bif you(?:'re|’re| are)?\b[^.!?\n]{1,160}?(?:,|:|→|->|—|–| - )[ \t*_]*/g;

/** "the most user-friendly password manager is", "the cheapest option is": a superlative, then the pick. */
const SUPERLATIVE =
  /\bthe (?:most [a-z\u2010\u2011-]+|[a-z]+est)(?: [a-z\u2010\u2011-]+){0,4} (?:is|are) [ \t*_]*/g;

/**
 * The mentions each implicit pick opens with: the brand right after a condition's separator, and the
 * one joined to it by "or" / "and" / "/" ("KeePassXC or pass"). Returns [brand id, span of the pick's
 * sentence] pairs.
 */
export function implicitPicks(text: string, mentions: readonly Span[]): Array<[number, [number, number]]> {
  const picks: Array<[number, [number, number]]> = [];
  for (const match of [...text.matchAll(CONDITION), ...text.matchAll(SUPERLATIVE)]) {
    const after = (match.index ?? 0) + match[0].length;
    let k = firstStartingFrom(mentions, after);
    if (k >= mentions.length || mentions[k].start !== after) continue;
    const end = sentenceEnd(text, after);
    picks.push([mentions[k].id, [match.index ?? 0, end]]);
    // "KeePassXC or pass (password-store)": the names the pick joins.
    while (k + 1 < mentions.length) {
      const between = text.slice(mentions[k].end, mentions[k + 1].start);
      if (!/^[*_]*\s*(?:or|and|\/|,)\s*[*_]*$/.test(between)) break;
      k++;
      picks.push([mentions[k].id, [match.index ?? 0, end]]);
    }
  }
  return picks;
}

/** Where the sentence or line holding `from` ends. */
function sentenceEnd(text: string, from: number): number {
  const rest = /[.!?](?:\s|$)|\n/.exec(text.slice(from));
  return rest ? from + rest.index + 1 : text.length;
}
