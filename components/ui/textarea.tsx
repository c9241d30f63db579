import * as React from "react";

import { cx } from "@/lib/cx";
import { fieldBase } from "@/components/ui/input";

export function Textarea({ className, rows = 4, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cx(fieldBase, "field-sizing-content min-h-24 py-2.5 leading-relaxed", className)}
      {...props}
    />
  );
}
