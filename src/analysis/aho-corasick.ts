/**
 * A small Aho-Corasick automaton over UTF-16 code units (DESIGN 2: grapheme-segmenting libraries
 * were 40x slower than indexOf on Chinese text). Most characters of an answer leave the automaton at
 * the root, so a 64K-bit set of the patterns' first characters is tested before any transition; an
 * automaton with many first characters (the cue lexicon) also has a dense 64K root table, one with a
 * few (an analyzer's brands, built per task) searches its root edges instead of allocating 256 KB.
 * Inner nodes are built with Maps, then packed into flat sorted edge arrays: a Map lookup per
 * character was the largest cost of the whole analysis.
 * Patterns must already be normalised; `scan` reports every (pattern, end) occurrence.
 */
const DENSE_ROOT_EDGES = 64;

export class AhoCorasick {
  /** Bit c set when some pattern starts with code unit c. */
  private readonly firstChars = new Int32Array(0x800);
  /** Root transitions by code unit, when the root has more than DENSE_ROOT_EDGES edges. */
  private readonly rootNext: Int32Array | null;
  /** Edges of node n are [edgeStart[n], edgeStart[n + 1]), sorted by code. */
  private readonly edgeStart: Int32Array;
  private readonly edgeCode: Uint16Array;
  private readonly edgeNode: Int32Array;
  private readonly fail: Int32Array;
  /** Pattern id that ends at the node, -1 when none. */
  private readonly output: Int32Array;
  /** Next node along the fail chain that has an output (0 when none). */
  private readonly outputLink: Int32Array;
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
    const nodeCount = children.length;
    this.output = Int32Array.from(output);
    this.fail = new Int32Array(nodeCount);
    this.outputLink = new Int32Array(nodeCount);
    this.edgeStart = new Int32Array(nodeCount + 1);
    let edgeCount = 0;
    for (const map of children) edgeCount += map.size;
    this.edgeCode = new Uint16Array(edgeCount);
    this.edgeNode = new Int32Array(edgeCount);
    let e = 0;
    for (let node = 0; node < nodeCount; node++) {
      this.edgeStart[node] = e;
      for (const code of [...children[node].keys()].sort((a, b) => a - b)) {
        this.edgeCode[e] = code;
        this.edgeNode[e++] = children[node].get(code) as number;
      }
    }
    this.edgeStart[nodeCount] = e;
    const rootEdges = this.edgeStart[1];
    this.rootNext = rootEdges > DENSE_ROOT_EDGES ? new Int32Array(0x10000) : null;
    for (let edge = 0; edge < rootEdges; edge++) {
      const code = this.edgeCode[edge];
      this.firstChars[code >>> 5] |= 1 << (code & 31);
      if (this.rootNext) this.rootNext[code] = this.edgeNode[edge];
    }
    this.linkFailures();
  }

  /** The root's child along `code`, 0 when none. */
  private rootChild(code: number): number {
    if ((this.firstChars[code >>> 5] & (1 << (code & 31))) === 0) return 0;
    return this.rootNext ? this.rootNext[code] : this.child(0, code);
  }

  /** The child of `node` along `code`, 0 when none. */
  private child(node: number, code: number): number {
    const edgeCode = this.edgeCode;
    let lo = this.edgeStart[node];
    let hi = this.edgeStart[node + 1];
    // Inner nodes mostly have one or two children: a linear scan beats a binary search there.
    if (hi - lo <= 8) {
      for (; lo < hi; lo++) {
        const c = edgeCode[lo];
        if (c === code) return this.edgeNode[lo];
        if (c > code) return 0;
      }
      return 0;
    }
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = edgeCode[mid];
      if (c === code) return this.edgeNode[mid];
      if (c < code) lo = mid + 1;
      else hi = mid;
    }
    return 0;
  }

  private linkFailures(): void {
    const queue: number[] = [];
    for (let e = this.edgeStart[0]; e < this.edgeStart[1]; e++) queue.push(this.edgeNode[e]);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      for (let e = this.edgeStart[node]; e < this.edgeStart[node + 1]; e++) {
        const code = this.edgeCode[e];
        const child = this.edgeNode[e];
        let f = this.fail[node];
        let target = 0;
        for (;;) {
          if (f === 0) {
            target = this.rootChild(code);
            break;
          }
          const next = this.child(f, code);
          if (next !== 0) {
            target = next;
            break;
          }
          f = this.fail[f];
        }
        this.fail[child] = target === child ? 0 : target;
        const failNode = this.fail[child];
        this.outputLink[child] = this.output[failNode] >= 0 ? failNode : this.outputLink[failNode];
        queue.push(child);
      }
    }
  }

  /** Calls `onMatch(patternId, endExclusive)` for every occurrence of every pattern. */
  scan(text: string, onMatch: (patternId: number, end: number) => void): void {
    const fail = this.fail;
    const output = this.output;
    const outputLink = this.outputLink;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      for (;;) {
        if (state === 0) {
          state = this.rootChild(code);
          break;
        }
        const next = this.child(state, code);
        if (next !== 0) {
          state = next;
          break;
        }
        state = fail[state];
      }
      if (state === 0) continue;
      let node = output[state] >= 0 ? state : outputLink[state];
      while (node !== 0) {
        onMatch(output[node], i + 1);
        node = outputLink[node];
      }
    }
  }
}
