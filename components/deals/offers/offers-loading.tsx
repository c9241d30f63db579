/** While the address and the store are read: a quiet placeholder a screen tall, announced as loading. */
export function OffersLoading({ label = "Loading offers…" }: { label?: string }) {
  return (
    <div aria-busy="true" className="min-h-[calc(100dvh-var(--header-height))]">
      <p role="status" className="text-xs font-medium caps-wider text-muted-foreground">
        {label}
      </p>
      <div className="mt-4 h-20 animate-pulse rounded-lg bg-muted" />
      <div className="mt-6 h-96 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}
