"use client";

import * as React from "react";

import { cn } from "@/lib/utils";
import type { SummaryError } from "@/components/ui/form-errors";

type ErrorSummaryProps = Omit<React.ComponentProps<"div">, "children" | "title" | "onSelect"> & {
  errors: readonly SummaryError[];
  /** Called with the field's name when its entry is chosen; the form calls `setFocus(name)`. */
  onSelect: (name: string) => void;
  title?: string;
  /**
   * When this value changes and there are errors, the summary takes focus (GOV.UK). Pass
   * `form.formState.submitCount` so every failed submit lands on the summary.
   */
  focusKey?: unknown;
};

/**
 * GOV.UK error summary: a focusable box whose `role="alert"` child announces "There is a problem"
 * and lists one entry per error, worded exactly as the message by the field. Entries are buttons
 * styled as links, so choosing one moves focus without putting a #hash in the URL.
 * Renders nothing when `errors` is empty. Forward `ref` to focus it yourself.
 */
export function ErrorSummary({ errors, onSelect, title = "There is a problem", focusKey, className, ref, ...props }: ErrorSummaryProps) {
  const innerRef = React.useRef<HTMLDivElement | null>(null);
  const hasErrors = errors.length > 0;

  React.useEffect(() => {
    if (focusKey === undefined || !hasErrors) return;
    innerRef.current?.focus();
    // Only a new focusKey (a new submit) moves focus; errors changing while typing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  // The caller's ref sees the box while it is shown and null while there is nothing to show.
  React.useImperativeHandle(ref, () => innerRef.current as HTMLDivElement);

  if (!hasErrors) return null;

  return (
    <div
      data-slot="error-summary"
      ref={innerRef}
      tabIndex={-1}
      className={cn(
        "rounded-md border-2 border-destructive bg-card p-5 text-card-foreground shadow-soft",
        "outline-hidden focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:ring-offset-background",
        className,
      )}
      {...props}
    >
      <div role="alert">
        <h2 className="font-sans text-lg font-semibold tracking-normal text-foreground">{title}</h2>
        <ul className="mt-3 grid gap-1.5">
          {errors.map((error) => (
            <li key={error.name}>
              <button
                type="button"
                data-slot="error-summary-link"
                data-field={error.name}
                onClick={() => onSelect(error.name)}
                className={cn(
                  "min-h-6 cursor-pointer rounded-sm text-left text-sm font-medium text-destructive underline decoration-1 underline-offset-4",
                  "hover:decoration-2 outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                )}
              >
                {error.message || error.label || error.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
