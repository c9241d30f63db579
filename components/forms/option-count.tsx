/** " (7)" after a filter's choice: how many results choosing it would leave. Nothing when unknown. */
export function OptionCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return <span className="tabular text-muted-foreground"> ({count})</span>;
}

/** The same for a native <option>, which holds text only: "Aman (1)". */
export function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}
