import { InfoIcon } from "@/components/ui/icons/info";

/**
 * Says that part of the link was not understood. It never repeats the link's values: they are
 * untrusted and may be long or hostile.
 */
export function IgnoredNotice({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-3 rounded-md border border-gold bg-gold/15 px-4 py-3 text-sm text-foreground">
      <InfoIcon className="mt-0.5 size-5 text-gold-ink" />
      <span>{children}</span>
    </p>
  );
}
