// Small helpers for bench output: medians and plain-text tables that read well in a CI log.

/** Median of the finite numbers in `values`, or null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Formats rows (arrays of cells) under a header, columns padded, separated by " | ". */
export function formatTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell ?? "")));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(" | ")
      .trimEnd();
  return [line(cells[0] ?? []), widths.map((w) => "-".repeat(w)).join("-|-"), ...cells.slice(1).map(line)].join("\n");
}
