"use client";

import * as React from "react";

import { cx } from "@/lib/cx";
import { fieldBase } from "./field-styles";
import { useTypedValue } from "./use-typed-value";

export function Textarea({ className, rows = 4, ref, ...props }: React.ComponentProps<"textarea">) {
  const fieldRef = useTypedValue(props.value, props.onChange, ref);
  return (
    <textarea
      ref={fieldRef}
      data-slot="textarea"
      rows={rows}
      className={cx(fieldBase, "field-sizing-content min-h-24 py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
