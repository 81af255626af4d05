/**
 * A small Aho-Corasick automaton over UTF-16 code units (DESIGN 2: grapheme-segmenting libraries
 * were 40x slower than indexOf on Chinese text). Most characters of an answer leave the automaton at
 * the root, so a 64K-bit set of the patterns' first characters (8 KB) is tested before any transition.
 * The root's child along a first character is found by that character's rank in the set: a count of
 * set bits before each 32-bit word of the set, plus a population count inside the word, indexes the
 * root's targets (4 KB more for 1,000 first characters, where a dense 64K table took 256 KB and a cache
 * miss per character of Chinese text).
 *
 * Memory layout, because the cue and lexicon automaton (60,000 nodes) does not stay in the processor's
 * cache between answers, and a cache miss per step was the largest cost of the scan:
 * - Each node is one record in one Int32Array: its edge count, its fail link, its first output, then
 *   its edges (code unit, target), sorted by code. A step reads one record, mostly one cache line.
 * - Records are laid out depth first, so a pattern's chain of single-child nodes lies in consecutive
 *   memory, where the processor's prefetcher finds it.
 * - Outputs (rarely reached) live apart, as a linked list of (pattern id, next) pairs.
 * Patterns must already be normalised; `scan` reports every (pattern, end) occurrence.
 */
/** Record fields, from the node's offset. */
const EDGE_COUNT = 0;
const FAIL = 1;
/** 1 + the index of the first output pair along the fail chain (the node itself included); 0 when none. */
const FIRST_OUTPUT = 2;
const HEADER = 3;
/** Inner nodes mostly have one or two children: a linear scan beats a binary search up to this many. */
const LINEAR_EDGES = 8;

export class AhoCorasick {
  /** Bit c set when some pattern starts with code unit c. */
  private readonly firstChars = new Int32Array(0x800);
  /** Per 32-bit word of firstChars, how many bits are set in the words before it. */
  private readonly ranksBefore = new Int32Array(0x800);
  /** The root's children, in the order of their first characters. */
  private readonly rootTargets: Int32Array;
  /** The node records; the root's is at offset 0, so 0 also means "no node" as a transition's result. */
  private readonly trie: Int32Array;
  /** Output pairs: pattern id, then 1 + the index of the next pair (0 ends the list). */
  private readonly outputs: Int32Array;
  readonly patternLengths: number[] = [];

  constructor(patterns: readonly string[]) {
    const children: Array<Map<number, number>> = [new Map()];
    const output: number[] = [-1];
    patterns.forEach((pattern, id) => {
      this.patternLengths.push(pattern.length);
      if (pattern.length === 0) return;
      let node = 0;
      for (let i = 0; i < pattern.length; i++) {
        const code = pattern.charCodeAt(i);
        let next = children[node].get(code);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          output.push(-1);
          children[node].set(code, next);
        }
        node = next;
      }
      // The first pattern with a given spelling keeps it (targets are added before competitors).
      if (output[node] < 0) output[node] = id;
    });
    const sorted = children.map((map) => [...map.keys()].sort((a, b) => a - b));
    const offset = layOutDepthFirst(sorted, children);
    const fail = failLinks(sorted, children);
    const { firstOutput, pairs } = outputLists(sorted, children, output, fail);

    let size = 0;
    for (const codes of sorted) size += HEADER + 2 * codes.length;
    this.trie = new Int32Array(size);
    this.outputs = Int32Array.from(pairs);
    children.forEach((map, node) => {
      const at = offset[node];
      this.trie[at + EDGE_COUNT] = sorted[node].length;
      this.trie[at + FAIL] = offset[fail[node]];
      this.trie[at + FIRST_OUTPUT] = firstOutput[node];
      let e = at + HEADER;
      for (const code of sorted[node]) {
        this.trie[e++] = code;
        this.trie[e++] = offset[map.get(code) as number];
      }
    });
    // sorted[0] is in code order, which is the order of rank in the bit set.
    this.rootTargets = Int32Array.from(sorted[0], (code) => offset[children[0].get(code) as number]);
    for (const code of sorted[0]) this.firstChars[code >>> 5] |= 1 << (code & 31);
    for (let word = 1; word < 0x800; word++)
      this.ranksBefore[word] = this.ranksBefore[word - 1] + bitCount(this.firstChars[word - 1]);
  }

  /** The root's child along `code`, 0 when none. */
  private rootChild(code: number): number {
    const word = code >>> 5;
    const bits = this.firstChars[word];
    const bit = 1 << (code & 31);
    if ((bits & bit) === 0) return 0;
    return this.rootTargets[this.ranksBefore[word] + bitCount(bits & (bit - 1))];
  }

  /** The child of the node at `node` along `code`, 0 when none. */
  private child(node: number, code: number): number {
    const trie = this.trie;
    const count = trie[node + EDGE_COUNT];
    let lo = node + HEADER;
    if (count <= LINEAR_EDGES) {
      for (const end = lo + 2 * count; lo < end; lo += 2) {
        const c = trie[lo];
        if (c === code) return trie[lo + 1];
        if (c > code) return 0;
      }
      return 0;
    }
    // Binary search over the edges (an edge is two ints).
    let first = 0;
    let last = count;
    while (first < last) {
      const mid = (first + last) >> 1;
      const c = trie[lo + mid * 2];
      if (c === code) return trie[lo + mid * 2 + 1];
      if (c < code) first = mid + 1;
      else last = mid;
    }
    return 0;
  }

  /** Calls `onMatch(patternId, endExclusive)` for every occurrence of every pattern. */
  scan(text: string, onMatch: (patternId: number, end: number) => void): void {
    const trie = this.trie;
    const outputs = this.outputs;
    const firstChars = this.firstChars;
    const length = text.length;
    let state = 0;
    for (let i = 0; i < length; i++) {
      let code = text.charCodeAt(i);
      if (state === 0) {
        // At the root most characters start no pattern: they are skipped in a tight loop over the bit set.
        while ((firstChars[code >>> 5] & (1 << (code & 31))) === 0) {
          if (++i === length) return;
          code = text.charCodeAt(i);
        }
        state = this.rootChild(code);
      } else
        for (;;) {
          const next = this.child(state, code);
          if (next !== 0) {
            state = next;
            break;
          }
          state = trie[state + FAIL];
          if (state === 0) {
            state = this.rootChild(code);
            break;
          }
        }
      if (state === 0) continue;
      for (let pair = trie[state + FIRST_OUTPUT]; pair !== 0; ) {
        const at = (pair - 1) * 2;
        onMatch(outputs[at], i + 1);
        pair = outputs[at + 1];
      }
    }
  }
}

/** The number of set bits of a 32-bit integer. */
function bitCount(bits: number): number {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Offsets of the node records, depth first from the root (children in code order). */
function layOutDepthFirst(
  sorted: readonly number[][],
  children: ReadonlyArray<Map<number, number>>,
): number[] {
  const offset = new Array<number>(children.length).fill(0);
  let next = 0;
  const stack = [0];
  while (stack.length > 0) {
    const node = stack.pop() as number;
    offset[node] = next;
    next += HEADER + 2 * sorted[node].length;
    // Pushed in reverse, so the smallest code's child is laid out right after its parent.
    for (let k = sorted[node].length - 1; k >= 0; k--)
      stack.push(children[node].get(sorted[node][k]) as number);
  }
  return offset;
}

/** Each node's fail link (the node of its longest proper suffix that is a trie path), by node index. */
function failLinks(sorted: readonly number[][], children: ReadonlyArray<Map<number, number>>): number[] {
  const fail = new Array<number>(children.length).fill(0);
  const queue: number[] = [];
  for (const code of sorted[0]) queue.push(children[0].get(code) as number);
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const code of sorted[node]) {
      const child = children[node].get(code) as number;
      let target = 0;
      for (let f = fail[node]; ; f = fail[f]) {
        const next = children[f].get(code);
        if (next !== undefined && next !== child) {
          target = next;
          break;
        }
        if (f === 0) break;
      }
      fail[child] = target;
      queue.push(child);
    }
  }
  return fail;
}

/**
 * The output pairs (one per node where a pattern ends, linked to the next such node along its fail
 * chain) and, per node, 1 + its first pair's index (0 when no pattern ends along its fail chain).
 * Nodes are visited breadth first, so a node's fail target, being shallower, is always done before it.
 */
function outputLists(
  sorted: readonly number[][],
  children: ReadonlyArray<Map<number, number>>,
  output: readonly number[],
  fail: readonly number[],
): { firstOutput: number[]; pairs: number[] } {
  const firstOutput = new Array<number>(children.length).fill(0);
  const pairs: number[] = [];
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node !== 0) {
      const inherited = firstOutput[fail[node]];
      if (output[node] >= 0) {
        pairs.push(output[node], inherited);
        firstOutput[node] = pairs.length / 2;
      } else firstOutput[node] = inherited;
    }
    for (const code of sorted[node]) queue.push(children[node].get(code) as number);
  }
  return { firstOutput, pairs };
}
