"use client";

import * as React from "react";

import { inputClasses } from "./field-styles";
import { useTypedValue } from "./use-typed-value";

export function Input({ className, type = "text", ref, ...props }: React.ComponentProps<"input">) {
  const fieldRef = useTypedValue(props.value, props.onChange, ref);
  return <input ref={fieldRef} type={type} data-slot="input" className={inputClasses(className)} {...props} />;
}
