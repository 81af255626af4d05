/** The hash of the Evidence view for a brand and a figure's filters (empty values left out). */
export function evidenceHref(brandId, filters) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  return `#/evidence/${encodeURIComponent(brandId)}?${query}`;
}
