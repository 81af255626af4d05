import { h } from "../dom.js";

/**
 * The answer text with the service's highlight spans (brand.evidence `highlights`, UTF-16 offsets, which
 * may overlap): the text is cut at every span edge and each piece is marked with all the kinds covering it.
 * Pieces are text nodes, never HTML.
 */
export function highlightedText(text, highlights) {
  const edges = new Set([0, text.length]);
  for (const span of highlights) {
    edges.add(span.start);
    edges.add(span.end);
  }
  const cuts = [...edges].filter((edge) => edge >= 0 && edge <= text.length).sort((a, b) => a - b);
  const pieces = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const [start, end] = [cuts[i], cuts[i + 1]];
    if (start === end) continue;
    const kinds = [...new Set(highlights.filter((s) => s.start <= start && end <= s.end).map((s) => s.kind))];
    const piece = text.slice(start, end);
    pieces.push(
      kinds.length === 0
        ? piece
        : h(
            "mark",
            { class: kinds.map((kind) => `hl-${kind}`).join(" "), "data-kinds": kinds.join(" ") },
            piece,
          ),
    );
  }
  return h("div", { class: "answer-text" }, pieces);
}
