"use client";

import { useId, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";

type StepButtonProps = ComponentProps<typeof Button> & {
  /** Why the step cannot be taken now (the deal machine's sentence), shown under the disabled button; null when it can. */
  blocker: string | null;
};

/** A deal step's button, disabled with its reason beside it when the step is refused. */
export function StepButton({ blocker, children, ...props }: StepButtonProps) {
  const reasonId = useId();
  return (
    <div className="grid gap-1.5">
      <Button type="button" {...props} disabled={blocker !== null || props.disabled} aria-describedby={blocker ? reasonId : undefined}>
        {children}
      </Button>
      {blocker ? (
        <p id={reasonId} className="max-w-xs text-sm text-muted-foreground">
          {blocker}
        </p>
      ) : null}
    </div>
  );
}
