import { CheckIcon } from "@/components/ui/icons/check";

/** A two-column list of features with gold ticks. */
export function FeatureList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-x-10 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 border-t border-border pt-4 leading-relaxed">
          <CheckIcon className="mt-1 size-5 text-gold-ink" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
