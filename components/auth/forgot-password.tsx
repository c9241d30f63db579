"use client";

import Link from "next/link";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { accountLink } from "@/lib/navigation";

/**
 * 'Forgot password?': an honest explanation. Accounts live only in this browser and no server
 * knows them, so a password cannot be reset or emailed; the way back is a new account or a reset.
 */
export function ForgotPassword({ onCreateAccount }: { onCreateAccount: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="min-h-11">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forgot your password?</DialogTitle>
          <DialogDescription>In this preview, accounts live only in this browser.</DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm leading-relaxed text-foreground/85">
          <p>
            Your account was created on this device and is not stored on any server, so there is no one who can look up your password, reset
            it or email you a link.
          </p>
          <p>To carry on, you can:</p>
          <ul className="list-disc space-y-2 pl-5">
            <li>create a new account with another email address, or</li>
            <li>
              reset the demo data on <strong className="font-medium">My activity</strong>. This deletes every account, offer, application
              and request saved in this browser, after which you can sign up again with the same email address.
            </li>
          </ul>
        </div>
        <DialogFooter>
          <Link href={accountLink.href} className={buttonVariants({ variant: "outline" })}>
            Go to My activity
          </Link>
          <Button
            type="button"
            onClick={() => {
              setOpen(false);
              onCreateAccount();
            }}
          >
            Create a new account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
