/**
 * Benjamini-Hochberg adjusted p-values (q-values) of a family of tests, in the input's order:
 * q₍ᵢ₎ = min over j >= i of (m / j) · p₍ⱼ₎, capped at 1. Rejecting every test with q <= α keeps the
 * expected share of false discoveries among the reported ones at most α (independent or positively
 * dependent tests, which a brand's overlapping rates are); when no change is real it also bounds the
 * chance of reporting anything at all by α.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const { p, index } = order[rank - 1];
    running = Math.min(running, (m / rank) * p);
    adjusted[index] = Math.min(1, running);
  }
  return adjusted;
}
