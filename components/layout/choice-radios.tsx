import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type Option<V extends string> = { value: V; label: string; hint: string };

type ChoiceRadiosProps<V extends string> = {
  legend: string;
  name: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
  columns?: 1 | 2;
  className?: string;
  /** The id of a message about the choice (an error under the group), read with the group. */
  describedBy?: string;
  /** What follows the options inside the group: its error message, say. */
  children?: ReactNode;
};

/**
 * A native radio group in a fieldset: arrow keys move the choice, and each option is a full-width
 * label of at least 44 px, its short label first ("EUR") and its name after ("Euro"). The focus
 * outline is drawn on the radio itself, where the keyboard is.
 */
export function ChoiceRadios<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 1,
  className = "mt-4",
  describedBy,
  children,
}: ChoiceRadiosProps<V>) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="text-xs font-medium caps text-muted-foreground">{legend}</legend>
      <div className={cn("mt-2 grid gap-x-3", columns === 2 && "grid-cols-2")}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm hover:bg-secondary"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-[var(--ink)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <span className="min-w-0">
              <span className="font-medium">{option.label}</span> <span className="text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
