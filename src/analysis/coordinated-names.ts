import { isCommonWords } from "./common-words.ts";
import type { Span } from "./text-spans.ts";

/*
 * Names coordinated with a brand in English prose: "on Google; Yelp; or Trustpilot", "check Eli's Western
 * Wear or Ranch Dress'n for Wrangler", "investors like Fireside Ventures and Titan Capital". A reader
 * who knows one member of such a run knows the others are of its kind, so capitalised names joined to a
 * known or accepted brand by a comma, a semicolon, a slash, "and" or "or" are proposed as its siblings
 * (docs/analysis.md, Tenth-round rules). This module only finds the runs; brand-discovery.ts judges each
 * member and decides which count as known.
 */

/** A member of a coordination run: a capitalised name of one to four words. */
export interface CoordinatedMember extends Span {
  /** The run's index in the answer: members of one run are siblings. */
  group: number;
}

/** What joins two members: a list separator, perhaps with "and"/"or" after it. */
const JOINER = /^(?:[,;] (?:and |or )?| (?:and|or) | ?\/ ?)$/;
/** Lower-case words that may stand inside a name between capitalised ones ("House of Fett", "Galaxy by Harvic"). */
const PARTICLES = new Set(["of", "by", "de", "the"]);
const MAX_WORDS = 4;
/** A name written as its site ("Petsutra.com", "Neptune.ai"). */
const SITE = /^[a-z0-9-]+\.(?:com|net|org|io|ai|co|in|app|so)$/;
/** Places and peoples that stand in lists of names ("in the US, UK and Europe"): no brands. */
const PLACES = new Set(
  (
    "us usa uk eu europe european asia asian africa african america american americas canada canadian " +
    "australia australian india indian china chinese japan japanese korea korean germany german france " +
    "french italy italian spain spanish mexico mexican brazil brazilian uae singapore london paris " +
    "california texas florida new york tokyo beijing shanghai hong kong taiwan latin north south east west"
  ).split(" "),
);

/** True when every word of the member is a place or a people ("Europe", "North America", "Indian"). */
export function isPlace(text: string, member: Span): boolean {
  return text
    .slice(member.start, member.end)
    .split(" ")
    .every((word) => PLACES.has(word));
}
const WORD = /[a-z0-9][a-z0-9'’&.+-]*/g;

interface Word {
  start: number;
  end: number;
  capital: boolean;
  particle: boolean;
}

/**
 * The coordination runs of the normalised text, members in order. `capitalAt(offset)` tells whether the
 * original text has a capital letter there; `skip` tells whether a span lies in an excluded range (URLs,
 * code, link targets).
 */
export function findCoordinatedNames(
  text: string,
  capitalAt: (offset: number) => boolean,
  skip: (start: number, end: number) => boolean,
  /** Runs shorter than this are not returned. */
  minRun = 2,
): CoordinatedMember[] {
  const found: CoordinatedMember[] = [];
  let group = 0;
  for (let lineStart = 0; lineStart < text.length; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    // Only lines that hold a joiner between two capitalised words are worth the word scan.
    if (/[,;/] |\/| (?:and|or) /.test(line)) {
      const words: Word[] = [];
      WORD.lastIndex = 0;
      for (let m = WORD.exec(line); m; m = WORD.exec(line)) {
        const start = lineStart + m.index;
        let token = m[0];
        // A sentence's full stop or a trailing apostrophe is no part of the word.
        while (/[.'’-]$/.test(token) && token.length > 1) token = token.slice(0, -1);
        // "Movesgood.Below": a scraped page glued two sentences; a site's name keeps its domain.
        if (/\.[a-z]/.test(token) && !SITE.test(token)) continue;
        words.push({
          start,
          end: start + token.length,
          capital: capitalAt(start) && /[a-z]/.test(token),
          particle: PARTICLES.has(token),
        });
      }
      group = collectRuns(text, words, skip, found, group, minRun);
    }
    lineStart = lineEnd + 1;
  }
  return found;
}

/** Groups the line's capitalised names into runs joined by separators; returns the next group index. */
function collectRuns(
  text: string,
  words: readonly Word[],
  skip: (start: number, end: number) => boolean,
  found: CoordinatedMember[],
  group: number,
  minRun: number,
): number {
  let run: Span[] = [];
  let lastEnd = -1;
  const flush = () => {
    if (run.length >= minRun) {
      for (const span of run) found.push({ ...span, id: 0, group });
      group++;
    }
    run = [];
  };
  for (let k = 0; k < words.length; ) {
    if (!words[k].capital) {
      k++;
      continue;
    }
    // The name: capitalised words, particles between them, one space apart.
    let end = k;
    let count = 1;
    while (end + 1 < words.length && count < MAX_WORDS) {
      const next = words[end + 1];
      // "Stella & Chewy's", "Music & Arts": an ampersand joins the words of one name.
      const gap = text.slice(words[end].end, next.start);
      if (gap !== " " && !(gap === " & " && next.capital)) break;
      if (next.capital) {
        end++;
        count++;
        continue;
      }
      const after = words[end + 2];
      if (
        next.particle &&
        after?.capital &&
        text.slice(next.end, after.start) === " " &&
        next.end - next.start <= 3
      ) {
        end += 2;
        count += 2;
        continue;
      }
      break;
    }
    // "Google's" in a run is Google.
    const last = text.slice(words[end].start, words[end].end);
    const possessive = /['’]s$/.test(last) && last.length > 3 ? 2 : 0;
    // "Use Keeper/Dashlane": the capitalised word opening a sentence is no part of the name after it.
    let first = k;
    if (
      first < end &&
      atSentenceStart(text, words[k].start) &&
      isCommonWords(text.slice(words[k].start, words[k].end))
    )
      first++;
    const span = { start: words[first].start, end: words[end].end - possessive, id: 0 };
    const joined = lastEnd >= 0 && JOINER.test(text.slice(lastEnd, span.start));
    if (!joined) flush();
    if (skip(span.start, span.end)) flush();
    else run.push(span);
    lastEnd = words[end].end;
    k = end + 1;
    // A lower-case word right after the name ends the run unless a joiner follows first.
    const next = words[k];
    const conjunction = next !== undefined && /^(?:and|or)$/.test(text.slice(next.start, next.end));
    if (next && !next.capital && !conjunction && !JOINER.test(text.slice(lastEnd, next.start))) {
      flush();
      lastEnd = -1;
    }
  }
  flush();
  return group;
}

/** True when only markup or spaces stand between `at` and the start of its line or sentence. */
function atSentenceStart(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && /[ \t*_"#>-]/.test(text[i])) i--;
  return i < 0 || /[\n.!?:;]/.test(text[i]) || /\d/.test(text[i]);
}
