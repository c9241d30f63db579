/** What /compare shows until it knows its address and the compare list. */
export function CompareLoading() {
  return <p className="py-6 text-center text-muted-foreground">Loading the comparison…</p>;
}
