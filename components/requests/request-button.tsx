import type { ComponentProps } from "react";
import { type Button, buttonVariants } from "@/components/ui/button";
import type { RequestKind } from "@/lib/schemas/request";
import { cn } from "@/lib/utils";
import { RequestTrigger } from "./request-trigger";

type RequestButtonProps = {
  kind: RequestKind;
  /** What the request is about, e.g. "Aman Miami Beach" or "Residence 3A, Aman Miami Beach". */
  subject: string;
  children: React.ReactNode;
} & Pick<ComponentProps<typeof Button>, "variant" | "size" | "className">;

/**
 * A button that opens the validated request form of its kind, saved to the browser store.
 * Not a client component itself: in a server component its classes are merged at build time,
 * so the page ships only the small RequestTrigger (it still works inside client components).
 */
export function RequestButton({ kind, subject, children, variant, size, className }: RequestButtonProps) {
  return (
    <RequestTrigger kind={kind} subject={subject} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </RequestTrigger>
  );
}
