/**
 * A small Aho-Corasick automaton over UTF-16 code units (DESIGN 2: grapheme-segmenting libraries
 * were 40x slower than indexOf on Chinese text). The root has a dense 64K transition table because
 * most characters of an answer leave the automaton at the root; inner nodes use Maps.
 * Patterns must already be normalised; `scan` reports every (pattern, end) occurrence.
 */
export class AhoCorasick {
  private readonly rootNext = new Int32Array(0x10000);
  private readonly children: Array<Map<number, number>> = [new Map()];
  private readonly fail: number[] = [0];
  /** Pattern id that ends at the node, -1 when none. */
  private readonly output: number[] = [-1];
  /** Next node along the fail chain that has an output (0 when none). */
  private readonly outputLink: number[] = [0];
  readonly patternLengths: number[] = [];

  constructor(patterns: readonly string[]) {
    patterns.forEach((pattern, id) => {
      this.patternLengths.push(pattern.length);
      if (pattern.length === 0) return;
      let node = 0;
      for (let i = 0; i < pattern.length; i++) {
        const code = pattern.charCodeAt(i);
        let next = this.children[node].get(code);
        if (next === undefined) {
          next = this.children.length;
          this.children.push(new Map());
          this.fail.push(0);
          this.output.push(-1);
          this.outputLink.push(0);
          this.children[node].set(code, next);
        }
        node = next;
      }
      // The first pattern with a given spelling keeps it (targets are added before competitors).
      if (this.output[node] < 0) this.output[node] = id;
    });
    this.linkFailures();
  }

  private linkFailures(): void {
    const queue: number[] = [];
    for (const [code, child] of this.children[0]) {
      this.rootNext[code] = child;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      for (const [code, child] of this.children[node]) {
        let f = this.fail[node];
        let target = 0;
        for (;;) {
          if (f === 0) {
            target = this.rootNext[code];
            break;
          }
          const next = this.children[f].get(code);
          if (next !== undefined) {
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
    const rootNext = this.rootNext;
    const children = this.children;
    const fail = this.fail;
    const output = this.output;
    const outputLink = this.outputLink;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      for (;;) {
        if (state === 0) {
          state = rootNext[code];
          break;
        }
        const next = children[state].get(code);
        if (next !== undefined) {
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
