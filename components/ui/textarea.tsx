import * as React from "react";

import { cn } from "@/lib/utils";
import { fieldBase } from "@/components/ui/input";

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldBase, "field-sizing-content min-h-24 py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
