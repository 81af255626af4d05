/**
 * A small Aho-Corasick automaton over UTF-16 code units (DESIGN 2: grapheme-segmenting libraries
 * were 40x slower than indexOf on Chinese text). Most characters of an answer leave the automaton at
 * the root, so a 64K-bit set of the patterns' first characters is tested before any transition; an
 * automaton with many first characters (the cue lexicon) also has a dense 64K root table, one with a
 * few (an analyzer's brands, built per task) searches its root edges instead of allocating 256 KB.
 * Inner nodes are built with Maps, then packed into flat sorted edge arrays: a Map lookup per
 * character was the largest cost of the whole analysis.
 * What a step reads of a node (its edges, fail link and first output) sits in one record, and each
 * edge's code beside its target: the cue and lexicon automaton (60,000 nodes) does not stay in the
 * processor's cache between answers, and one cache line per node instead of four made its scan 15%
 * faster inside the analysis.
 * Patterns must already be normalised; `scan` reports every (pattern, end) occurrence.
 */
const DENSE_ROOT_EDGES = 64;

/** A node is NODE_SIZE consecutive ints of `nodes`, and is named by the offset of the first. */
const NODE_SIZE = 4;
/** Offset in `edges` of the node's first edge, and one past its last. */
const EDGE_START = 0;
const EDGE_END = 1;
/** The node's fail link. */
const FAIL = 2;
/** The first node along the fail chain, the node itself included, where a pattern ends (0 when none). */
const FIRST_OUTPUT = 3;

export class AhoCorasick {
  /** Bit c set when some pattern starts with code unit c. */
  private readonly firstChars = new Int32Array(0x800);
  /** Root transitions by code unit, when the root has more than DENSE_ROOT_EDGES edges. */
  private readonly rootNext: Int32Array | null;
  private readonly nodes: Int32Array;
  /** Each edge is two ints: its code unit, then its target node; a node's edges are sorted by code. */
  private readonly edges: Int32Array;
  /** Pattern id that ends at node n (index n / NODE_SIZE), -1 when none. */
  private readonly output: Int32Array;
  /** Next node along the fail chain that has an output (0 when none), by node index. */
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
    this.outputLink = new Int32Array(nodeCount);
    this.nodes = new Int32Array(nodeCount * NODE_SIZE);
    let edgeCount = 0;
    for (const map of children) edgeCount += map.size;
    this.edges = new Int32Array(edgeCount * 2);
    let e = 0;
    for (let index = 0; index < nodeCount; index++) {
      const node = index * NODE_SIZE;
      this.nodes[node + EDGE_START] = e;
      for (const code of [...children[index].keys()].sort((a, b) => a - b)) {
        this.edges[e++] = code;
        this.edges[e++] = (children[index].get(code) as number) * NODE_SIZE;
      }
      this.nodes[node + EDGE_END] = e;
      if (output[index] >= 0) this.nodes[node + FIRST_OUTPUT] = node;
    }
    const rootEdgesEnd = this.nodes[EDGE_END];
    this.rootNext = rootEdgesEnd / 2 > DENSE_ROOT_EDGES ? new Int32Array(0x10000) : null;
    for (let edge = 0; edge < rootEdgesEnd; edge += 2) {
      const code = this.edges[edge];
      this.firstChars[code >>> 5] |= 1 << (code & 31);
      if (this.rootNext) this.rootNext[code] = this.edges[edge + 1];
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
    const edges = this.edges;
    let lo = this.nodes[node + EDGE_START];
    let hi = this.nodes[node + EDGE_END];
    // Inner nodes mostly have one or two children: a linear scan beats a binary search there.
    if (hi - lo <= 16) {
      for (; lo < hi; lo += 2) {
        const c = edges[lo];
        if (c === code) return edges[lo + 1];
        if (c > code) return 0;
      }
      return 0;
    }
    // Binary search over edge indices (an edge is two ints).
    lo >>= 1;
    hi >>= 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = edges[mid * 2];
      if (c === code) return edges[mid * 2 + 1];
      if (c < code) lo = mid + 1;
      else hi = mid;
    }
    return 0;
  }

  private linkFailures(): void {
    const nodes = this.nodes;
    const edges = this.edges;
    const queue: number[] = [];
    for (let e = nodes[EDGE_START]; e < nodes[EDGE_END]; e += 2) queue.push(edges[e + 1]);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      for (let e = nodes[node + EDGE_START]; e < nodes[node + EDGE_END]; e += 2) {
        const code = edges[e];
        const child = edges[e + 1];
        let f = nodes[node + FAIL];
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
          f = nodes[f + FAIL];
        }
        const failNode = target === child ? 0 : target;
        nodes[child + FAIL] = failNode;
        const link =
          this.output[failNode / NODE_SIZE] >= 0 ? failNode : this.outputLink[failNode / NODE_SIZE];
        this.outputLink[child / NODE_SIZE] = link;
        if (this.output[child / NODE_SIZE] < 0) nodes[child + FIRST_OUTPUT] = link;
        queue.push(child);
      }
    }
  }

  /** Calls `onMatch(patternId, endExclusive)` for every occurrence of every pattern. */
  scan(text: string, onMatch: (patternId: number, end: number) => void): void {
    const nodes = this.nodes;
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
        state = nodes[state + FAIL];
      }
      if (state === 0) continue;
      for (let node = nodes[state + FIRST_OUTPUT]; node !== 0; ) {
        // NODE_SIZE is 4: the node's index.
        const index = node >> 2;
        onMatch(output[index], i + 1);
        node = outputLink[index];
      }
    }
  }
}
