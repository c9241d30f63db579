import { InfoIcon } from "@/components/ui/icons/info";

export type AddressFallback = { input: string; accepted: string };

/**
 * Says which values of the link could not be used (malformed, hostile or out of range) and so
 * show their defaults, each with what the input accepts. Nothing when every value was used.
 */
export function AddressFallbacks({ fallbacks }: { fallbacks: readonly AddressFallback[] }) {
  if (!fallbacks.length) return null;
  return (
    <div role="status" className="flex gap-3 rounded-md border border-gold bg-ivory-deep px-4 py-3 text-sm leading-relaxed">
      <InfoIcon className="mt-0.5 size-5 text-gold-ink" />
      <div>
        <p className="font-medium">Some values in this link could not be used, so these show their defaults:</p>
        <ul className="mt-1 list-disc pl-5">
          {fallbacks.map((fallback) => (
            <li key={fallback.input}>
              {fallback.input}: {fallback.accepted}.
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
