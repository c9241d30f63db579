import Link from "next/link";
import { RequestButton } from "@/components/requests/request-button";
import { buttonVariants } from "@/components/ui/button";

/** The two ways in on the owners and realtors pages: the sign-up or application, and a consultation. */
export function PartnerActions({ href, label, subject }: { href: string; label: string; subject: string }) {
  return (
    <>
      <Link href={href} className={buttonVariants({ variant: "gold", size: "lg" })}>
        {label}
      </Link>
      <RequestButton kind="consultation" subject={subject} variant="outline" size="lg">
        Schedule Consultation
      </RequestButton>
    </>
  );
}
