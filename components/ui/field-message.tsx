import * as React from "react";

import { AlertCircleIcon } from "@/components/ui/icons/alert-circle";
import { cn } from "@/lib/utils";

/**
 * A field's error, under it and named by its `aria-describedby`: an alert mark, "Error: " for
 * screen readers (GOV.UK), then the message. FormMessage renders it for react-hook-form fields;
 * the plain fields (components/forms) render it themselves.
 */
export function FieldMessage({ className, children, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="form-message" className={cn("flex items-start gap-1.5 text-sm font-medium text-destructive", className)} {...props}>
      <AlertCircleIcon className="mt-0.5 size-4" />
      <span>
        <span className="sr-only">Error: </span>
        {children}
      </span>
    </p>
  );
}
