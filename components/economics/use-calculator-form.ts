"use client";

import { useLayoutEffect, useRef } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod/mini";

type CalculatorFormOptions<T extends FieldValues> = {
  schema: z.ZodMiniType<T, T>;
  /** The fields' texts for what the address holds (the defaults until it is known). */
  addressTexts: T;
  /** True once the address has been read. */
  known: boolean;
  /** Puts the valid fields of `texts` in the address (it is the source of every figure). */
  write: (texts: T) => void;
};

/**
 * A calculator's form: react-hook-form checked by its zod schema as the person types, each error
 * beside its field. The figures come from the address, not the form: each change writes the
 * fields that can be used into the address (`write`), and the figures follow it, so a shared link
 * shows exactly what its sender saw. When the address is first read, the fields take what it
 * holds, except a field the person already changed (typed before the code arrived).
 */
export function useCalculatorForm<T extends FieldValues>({
  schema,
  addressTexts,
  known,
  write,
}: CalculatorFormOptions<T>): UseFormReturn<T> {
  const form = useForm<T>({
    resolver: zodResolver(schema) as Resolver<T>,
    defaultValues: addressTexts as DefaultValues<T>,
    mode: "onChange",
  });
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (!known || adopted.current) return;
    adopted.current = true;
    form.reset(addressTexts, { keepDirtyValues: true });
    // A reset clears the errors: check again what was typed before, so a value it cannot use is named.
    void form.trigger();
  }, [known, addressTexts, form]);
  // A layout effect: listening before any field reports text typed before the code arrived
  // (useTypedValue does so in a passive effect, after every layout effect).
  useLayoutEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, type }) => {
          if (type === "change") write(values);
        },
      }),
    [form, write],
  );
  return form;
}
