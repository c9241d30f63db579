import * as React from "react";

import { cn } from "@/lib/utils";

type SeparatorProps = React.ComponentProps<"div"> & {
  orientation?: "horizontal" | "vertical";
  /** Purely visual by default (hidden from assistive technology); set false for a real thematic break. */
  decorative?: boolean;
};

export function Separator({ className, orientation = "horizontal", decorative = true, ...props }: SeparatorProps) {
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...(decorative
        ? { role: "none" }
        : { role: "separator", "aria-orientation": orientation === "vertical" ? "vertical" : undefined })}
      className={cn(
        "shrink-0 bg-border",
        orientation === "horizontal" ? "h-px w-full" : "h-full min-h-4 w-px self-stretch",
        className,
      )}
      {...props}
    />
  );
}
