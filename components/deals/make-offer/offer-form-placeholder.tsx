import { Skeleton } from "@/components/ui/skeleton";

/** Where the offer form will be, while it loads: a screen tall, so the footer does not jump (CLS 0). */
export function OfferFormPlaceholder() {
  return (
    <div aria-busy="true" className="mx-auto min-h-dvh max-w-7xl space-y-5 px-5 py-14 sm:px-8 lg:py-20">
      <p role="status" className="sr-only">
        Loading the offer form…
      </p>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
