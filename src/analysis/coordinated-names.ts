import type { EvidenceReason } from "./candidate-board.ts";
import { isCommonWords } from "./common-words.ts";
import type { BrandLexicon } from "./lexicon/brand-lexicon.ts";
import { GENERIC, type Verdict } from "./name-verdict.ts";
import { firstStartingFrom, groupRuns, overlapsAny, type Span } from "./text-spans.ts";

/*
 * Names coordinated with a brand in English prose: "on Google; Yelp; or Trustpilot", "check Eli's Western
 * Wear or Ranch Dress'n for Wrangler", "investors like Fireside Ventures and Titan Capital". A reader
 * who knows one member of such a run knows the others are of its kind, so capitalised names joined to a
 * known or accepted brand by a comma, a semicolon, a slash, "and" or "or" are proposed as its siblings
 * (docs/analysis.md, Tenth-round rules). A member is judged by discovery's own name verdict and proposed
 * to its candidate board.
 */

/** A member of a coordination run: a capitalised name of one to four words. */
export interface CoordinatedMember extends Span {
  /** The run's index in the answer: members of one run are siblings. */
  group: number;
}

/** What the coordination pass reads and how it records its proposals (brand-discovery.ts's own). */
export interface CoordinationInput {
  /** The normalised answer. */
  text: string;
  capitalAt: (offset: number) => boolean;
  /** URLs, code and link targets: no member there. */
  excluded: readonly Span[];
  /** The caller's brands' mentions and the lexicon's hits outside them, sorted. */
  knownMentions: readonly Span[];
  lexiconHits: readonly Span[];
  lexicon?: BrandLexicon;
  /** Whether discovery has already accepted the name (a structural head, say). */
  isAccepted: (key: string) => boolean;
  evaluate: (start: number, end: number, fromHead: boolean, named?: boolean) => Verdict;
  propose: (verdict: Verdict, reasons: EvidenceReason[]) => boolean;
}

/**
 * "Glassdoor; Indeed; or TikTok", "Home Depot; Menards; or Amazon": capitalised names joined to known,
 * well-known or accepted brands in English prose are their siblings. Models (a member with digits),
 * phrases of ordinary words ("Customer Service and Returns"), codes in capitals, places and operating
 * systems are not proposed.
 */
export function proposeCoordinatedNames(input: CoordinationInput): void {
  const { text, capitalAt, excluded, knownMentions, lexiconHits, lexicon, evaluate, propose } = input;
  // A run needs two known or well-known members: a line naming fewer is not read at all.
  const named = (spans: readonly Span[], start: number, end: number) => {
    const k = firstStartingFrom(spans, start);
    return (
      (k < spans.length && spans[k].start < end ? 1 : 0) +
      (k + 1 < spans.length && spans[k + 1].start < end ? 1 : 0)
    );
  };
  const members = findCoordinatedNames(
    text,
    capitalAt,
    (start, end) => overlapsAny(excluded, start, end),
    MIN_RUN,
    (start, end) => named(knownMentions, start, end) + named(lexiconHits, start, end) >= MIN_KNOWN,
  );
  for (const run of groupRuns(members)) {
    const verdicts = run.map((member) =>
      isPlace(text, member) ? GENERIC : evaluate(member.start, member.end, false, true),
    );
    // "Windows, macOS and Linux": operating systems are what products run on, no siblings of brands.
    const platform = (verdict: Verdict) =>
      verdict.kind === "brand" &&
      lexicon !== undefined &&
      lexicon.entries[lexicon.entryOf(verdict.key)]?.platform === true;
    const isKnown = (verdict: Verdict) =>
      verdict.kind === "known" ||
      (verdict.kind === "brand" &&
        !platform(verdict) &&
        (verdict.unambiguousLexicon === true || input.isAccepted(verdict.key)));
    if (verdicts.filter(isKnown).length < MIN_KNOWN) continue;
    verdicts.forEach((verdict, i) => {
      if (verdict.kind !== "brand" || isKnown(verdict) || platform(verdict)) return;
      if (verdict.digits || /\d/.test(text.slice(run[i].start, run[i].end))) return;
      if (!verdict.lexicon && (isCommonWords(verdict.key) || ACRONYM.test(verdict.brand.name))) return;
      const reasons: EvidenceReason[] = [
        verdict.lexicon ? "lexicon-ambiguous" : "coordination",
        "known-sibling",
      ];
      if (verdict.company) reasons.push("company-suffix");
      propose(verdict, reasons);
    });
  }
}

/**
 * A pair ("Passkeys and WebAuthn", "Kelly Slater and Patagonia") says little: on the tuning part pairs
 * gave 11 wrong names for 2 right. A run of three or more with two known members is a list of names.
 */
const MIN_RUN = 3;
const MIN_KNOWN = 2;
/** A short code in capitals ("GPU", "FIDO"): a technology or a body, unless the lexicon knows it. */
const ACRONYM = /^[A-Z]{2,4}$/;

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
function isPlace(text: string, member: Span): boolean {
  return text
    .slice(member.start, member.end)
    .split(" ")
    .every((word) => PLACES.has(word));
}

/** ". ' ’ -" ending a token: a sentence's stop, a quote, a dash, no part of the word. */
const TRAILING = new Set([0x2e, 0x27, 0x2019, 0x2d]);

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
  /** Whether the line [start, end) is worth reading (discovery asks for names the reader knows in it). */
  worthReading: (start: number, end: number) => boolean = () => true,
): CoordinatedMember[] {
  const found: CoordinatedMember[] = [];
  let group = 0;
  for (let lineStart = 0; lineStart < text.length; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    // Only lines with enough joiners and capitalised words for a run are worth the word scan.
    if (worthReading(lineStart, lineEnd) && mayHoldRun(line, lineStart, capitalAt, minRun)) {
      const words = lineWords(line, lineStart, capitalAt);
      group = collectRuns(text, words, skip, found, group, minRun);
    }
    lineStart = lineEnd + 1;
  }
  return found;
}

/**
 * The line's capitalised words and the particles that may join them, in order (other lower-case words
 * are left out: the text between two names, read by JOINER, still holds them). A word is a run of
 * letters, digits and ' ’ & . + - opening with a letter or digit, as a regex over the line would find
 * it, without a match object per word.
 */
function lineWords(line: string, lineStart: number, capitalAt: (offset: number) => boolean): Word[] {
  const words: Word[] = [];
  for (let i = 0; i < line.length; ) {
    const first = line.charCodeAt(i);
    if (!isAlnum(first)) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < line.length && isTokenChar(line.charCodeAt(end))) end++;
    const next = end;
    // A sentence's full stop or a trailing apostrophe is no part of the word.
    while (end - i > 1 && TRAILING.has(line.charCodeAt(end - 1))) end--;
    const capital = first >= 0x61 && first <= 0x7a && capitalAt(lineStart + i);
    const particle = !capital && end - i <= 3 && PARTICLES.has(line.slice(i, end));
    if (capital || particle) {
      const token = line.slice(i, end);
      // "Movesgood.Below": a scraped page glued two sentences; a site's name keeps its domain.
      if (!(token.includes(".") && /\.[a-z]/.test(token) && !SITE.test(token)))
        words.push({ start: lineStart + i, end: lineStart + end, capital, particle });
    }
    i = next;
  }
  return words;
}

function isAlnum(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}

/** ' ’ & . + - inside a token ("eli's", "stella&", "pipa.bella"). */
function isTokenChar(code: number): boolean {
  return (
    isAlnum(code) ||
    code === 0x27 ||
    code === 0x2019 ||
    code === 0x26 ||
    code === 0x2e ||
    code === 0x2b ||
    code === 0x2d
  );
}

const JOINERS = /[,;] | (?:and|or) |\//g;

function isLetterAt(line: string, i: number): boolean {
  const code = line.charCodeAt(i);
  return code >= 0x61 && code <= 0x7a;
}

/** True when the line holds at least `minRun - 1` joiners and `minRun` capitalised word starts. */
function mayHoldRun(
  line: string,
  lineStart: number,
  capitalAt: (offset: number) => boolean,
  minRun: number,
): boolean {
  JOINERS.lastIndex = 0;
  let joiners = 0;
  while (joiners < minRun - 1 && JOINERS.exec(line)) joiners++;
  if (joiners < minRun - 1) return false;
  // Members after the first follow a space ("A, B and C"): the line's start and the words after spaces
  // are enough to count (a slash-joined run, "A/B/C", is counted by its first word and joiners alone).
  let capitals = isLetterAt(line, 0) && capitalAt(lineStart) ? 1 : 0;
  for (let i = line.indexOf(" "); i >= 0 && capitals < minRun; i = line.indexOf(" ", i + 1))
    if (isLetterAt(line, i + 1) && capitalAt(lineStart + i + 1)) capitals++;
  return capitals >= minRun || (capitals > 0 && line.includes("/"));
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
