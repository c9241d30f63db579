"use client";

import { useId, type ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormMessage } from "@/components/ui/form";
import { RequiredMark } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";
import { BoundItem } from "./text-fields";

/*
 * Choice fields bound to react-hook-form, each a <fieldset> whose <legend> names the group:
 * radio cards for one choice, a checkbox list for several. The error summary's link focuses the
 * first option (RHF's field ref sits on it).
 */

export type ChoiceOption = { value: string; label: string; description?: string };

type ChoiceProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  legend: ReactNode;
  description?: ReactNode;
  options: readonly ChoiceOption[];
  required?: boolean;
  /** Grid columns of the options, e.g. "sm:grid-cols-2". */
  columns?: string;
  className?: string;
};

function Legend({ id, required, children }: { id: string; required?: boolean; children: ReactNode }) {
  return (
    <legend id={id} className="mb-2 flex items-center gap-1.5 text-sm font-medium">
      {children}
      {required ? <RequiredMark /> : null}
    </legend>
  );
}

const optionCard =
  "flex min-h-14 cursor-pointer items-start gap-3 rounded-md border border-muted-foreground/40 bg-card p-3 transition-colors hover:border-foreground/60 has-[[data-state=checked]]:border-gold-ink has-[[data-state=checked]]:bg-ivory-deep";

/** One choice from a few, as radio cards. */
export function RadioCardsField<T extends FieldValues>(props: ChoiceProps<T>) {
  const { options, columns = "sm:grid-cols-2" } = props;
  return (
    <ChoiceFieldset {...props}>
      {(field, legendId) => (
        <RadioGroup
          aria-labelledby={legendId}
          name={field.name}
          value={field.value ?? ""}
          onValueChange={field.onChange}
          className={cn("grid gap-3", columns)}
        >
          {options.map((option, index) => {
            const id = `${legendId}-${option.value}`;
            return (
              <label key={option.value} htmlFor={id} className={optionCard}>
                <RadioGroupItem
                  id={id}
                  value={option.value}
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                  className="mt-0.5"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{option.label}</span>
                  {option.description ? <span className="text-xs text-muted-foreground">{option.description}</span> : null}
                </span>
              </label>
            );
          })}
        </RadioGroup>
      )}
    </ChoiceFieldset>
  );
}

/** Any number of choices, as a list of checkboxes holding an array of values. */
export function CheckboxListField<T extends FieldValues>(props: ChoiceProps<T>) {
  const { options, columns = "sm:grid-cols-2" } = props;
  return (
    <ChoiceFieldset {...props}>
      {(field, legendId) => {
        const selected: string[] = Array.isArray(field.value) ? field.value : [];
        return (
          <div role="group" aria-labelledby={legendId} className={cn("grid gap-3", columns)}>
            {options.map((option, index) => {
              const id = `${legendId}-${index}`;
              return (
                <label key={option.value} htmlFor={id} className={optionCard}>
                  <Checkbox
                    id={id}
                    ref={index === 0 ? field.ref : undefined}
                    checked={selected.includes(option.value)}
                    onBlur={field.onBlur}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? options.map((o) => o.value).filter((value) => value === option.value || selected.includes(value))
                          : selected.filter((value) => value !== option.value),
                      )
                    }
                    className="mt-0.5"
                  />
                  <span className="text-sm">{option.label}</span>
                </label>
              );
            })}
          </div>
        );
      }}
    </ChoiceFieldset>
  );
}

/** The fieldset both choice fields share: its legend, hint, the options and the error message. */
function ChoiceFieldset<T extends FieldValues>({
  control,
  name,
  legend,
  description,
  required,
  className,
  children,
}: ChoiceProps<T> & { children: (field: ControllerRenderProps<T, FieldPath<T>>, legendId: string) => ReactNode }) {
  const legendId = useId();
  return (
    <BoundItem control={control} name={name} className={className}>
      {(field) => (
        <>
          <fieldset className="grid gap-2">
            <Legend id={legendId} required={required}>
              {legend}
            </Legend>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormControl>{children(field, legendId)}</FormControl>
          </fieldset>
          <FormMessage />
        </>
      )}
    </BoundItem>
  );
}
