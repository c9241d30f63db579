import { InfoIcon } from "@/components/ui/icons/info";

/**
 * Says that the residence facts beside it are sample values: every page that shows them carries
 * it (issue 15), so nobody reads a preview's figures as a building's terms.
 */
export function IllustrativeNote({ what }: { what: string }) {
  return (
    <p className="flex max-w-3xl gap-3 rounded-md border border-gold bg-ivory-deep px-4 py-3 text-sm leading-relaxed">
      <InfoIcon className="mt-0.5 size-5 text-gold-ink" />
      <span>
        <strong className="font-medium">Illustrative figures:</strong> {what} are sample values for this preview, not the building&apos;s
        terms. The actual figures come from the developer and the operator.
      </span>
    </p>
  );
}
