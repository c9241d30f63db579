import type { ReactNode } from "react";
import type { ButtonStyleProps } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button";
import type { RequestKind } from "@/lib/schemas/request";
import { RequestTrigger } from "./request-trigger";

type RequestButtonProps = {
  kind: RequestKind;
  /** What the request is about, e.g. "Aman Miami Beach" or "Residence 3A, Aman Miami Beach". */
  subject: string;
  children: ReactNode;
} & ButtonStyleProps;

/**
 * A button that opens the validated request form of its kind, saved to the browser store.
 * Not a client component itself: it makes the button's classes (buttonVariants) where it renders,
 * so a page that offers a request ships only the small RequestTrigger.
 */
export function RequestButton({ kind, subject, children, variant, size, className }: RequestButtonProps) {
  return (
    <RequestTrigger kind={kind} subject={subject} className={buttonVariants({ variant, size, className })}>
      {children}
    </RequestTrigger>
  );
}
