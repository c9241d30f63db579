import { labelVariants } from "@/components/ui/label";
import { OptionCount } from "./option-count";

type RadioFilterProps = {
  /** The radios' name; also the prefix of their ids. */
  name: string;
  legend: string;
  /** The "no filter" choice, like "Any". */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  /** The chosen value; "" is any. */
  value: string;
  /** How many results each choice would leave, by value ("" for any); no count is shown without one. */
  counts?: Readonly<Record<string, number>>;
  onChange: (value: string) => void;
};

/**
 * One choice of a few for a search filter, as native radios in a fieldset (each label 44px tall to
 * tap), the first meaning "any". A choice that would leave nothing stays choosable and says (0):
 * the empty results then say so and offer to clear, where a disabled radio would be skipped by
 * the keyboard and leave no way to ask why.
 */
export function RadioFilter({ name, legend, anyLabel, options, value, counts, onChange }: RadioFilterProps) {
  const choices = [{ value: "", label: anyLabel }, ...options];
  return (
    <fieldset>
      <legend className={labelVariants({ variant: "caps" })}>{legend}</legend>
      <ul className="mt-2 grid">
        {choices.map((choice) => {
          const id = `${name}-${choice.value || "any"}`;
          return (
            <li key={choice.value}>
              <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={value === choice.value}
                  onChange={() => onChange(choice.value)}
                  className="size-5 shrink-0 cursor-pointer accent-[var(--gold-ink)]"
                />
                <span>
                  {choice.label}
                  <OptionCount count={counts?.[choice.value]} />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
