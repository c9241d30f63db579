import type { ReactNode } from "react";
import { labelVariants } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type CheckboxGroupProps<T extends string> = {
  /** Prefix for the inputs' ids. */
  idPrefix: string;
  legend: string;
  options: readonly T[];
  checked: readonly T[];
  onChange: (next: T[]) => void;
  /** Tailwind grid columns for the options. */
  columnsClass?: string;
  /** What each option says, when it is not the option's value itself (a label and a count). */
  labelOf?: (option: T) => ReactNode;
};

/** A fieldset of native checkboxes (each with a 44px-tall label to tap). Keeps `options` order. */
export function CheckboxGroup<T extends string>({
  idPrefix,
  legend,
  options,
  checked,
  onChange,
  columnsClass = "sm:grid-cols-2 lg:grid-cols-4",
  labelOf,
}: CheckboxGroupProps<T>) {
  return (
    <fieldset>
      <legend className={labelVariants({ variant: "caps" })}>{legend}</legend>
      <ul className={cn("mt-3 grid gap-x-6", columnsClass)}>
        {options.map((option, index) => {
          const id = `${idPrefix}-${index}`;
          const isChecked = checked.includes(option);
          return (
            <li key={option}>
              <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input
                  id={id}
                  type="checkbox"
                  checked={isChecked}
                  onChange={(event) =>
                    onChange(options.filter((candidate) => (candidate === option ? event.target.checked : checked.includes(candidate))))
                  }
                  className="size-5 shrink-0 cursor-pointer rounded-sm accent-[var(--gold-ink)]"
                />
                {labelOf ? labelOf(option) : option}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
