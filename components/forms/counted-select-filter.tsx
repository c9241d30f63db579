import { withCount } from "./option-count";
import { SelectFilter } from "./select-filter";

type CountedSelectFilterProps = {
  id: string;
  label: string;
  /** The "no filter" choice, like "Any operator". */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  /** How many results each choice would leave, by value ("" for any). */
  counts: Readonly<Record<string, number>>;
  value: string;
  onChange: (value: string) => void;
};

/** A SelectFilter whose every choice says how many results it would leave: "Aman (1)". */
export function CountedSelectFilter({ anyLabel, options, counts, ...props }: CountedSelectFilterProps) {
  return (
    <SelectFilter
      {...props}
      anyLabel={withCount(anyLabel, counts[""])}
      options={options.map((option) => ({ value: option.value, label: withCount(option.label, counts[option.value]) }))}
    />
  );
}
