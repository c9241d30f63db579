"use client";

import { startTransition, useEffect, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { safeNext } from "@/lib/auth/safe-next";
import { roleSchema, type Role } from "@/lib/schemas/account";
import { useUrlLocation } from "@/lib/use-url-location";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Tab = "returning" | "new";

/**
 * The two login forms in tabs. The open tab's form is in the page's HTML; the other mounts when
 * the page is idle (or when its tab is opened, if sooner), so the first render stays small and
 * switching is instant; both then stay mounted, so switching back keeps what was typed. The URL may choose the tab (?tab=new), the sign-up role
 * (?role=seller, for hotel owners) and where to go afterwards (?next=/make-offer/..., followed only
 * when it stays on this site). One password visibility choice is shared by both forms.
 *
 * The panel starts from the address. The page's HTML is that of a bare address; with a query,
 * the panel stays hidden (PendingPart on the page) until the address is read, and starts anew
 * from it then (its key), before anyone could type into it.
 */
export function LoginPanel() {
  const search = useUrlLocation()?.search ?? "";
  return <LoginTabs key={search} params={new URLSearchParams(search)} />;
}

function LoginTabs({ params }: { params: URLSearchParams }) {
  const [tab, setTab] = useState<Tab>(params.get("tab") === "new" ? "new" : "returning");
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));
  // The other form mounts while the page is idle, in a transition, so switching tabs is instant.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 300));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => startTransition(() => setOpened(new Set<Tab>(["returning", "new"]))));
    return () => cancel(handle);
  }, []);
  const [showPassword, setShowPassword] = useState(false);
  const role = roleSchema.safeParse(params.get("role"));
  const initialRole: Role = role.success ? role.data : "buyer";
  const destination = safeNext(params.get("next"), typeof window === "undefined" ? "http://localhost" : window.location.origin);

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === "new" ? "new" : "returning")} gap="loose">
      <TabsList aria-label="Sign in or create an account" className="w-full">
        <TabsTrigger value="returning">Returning User</TabsTrigger>
        <TabsTrigger value="new">New User</TabsTrigger>
      </TabsList>
      <TabsContent value="returning" forceMount={opened.has("returning") || undefined} className="space-y-6 data-[state=inactive]:hidden">
        <div>
          <h2 className="text-3xl">Welcome back</h2>
          <p className="mt-2 text-sm text-muted-foreground">Sign in with the account you created in this browser.</p>
        </div>
        <SignInForm
          destination={destination}
          showPassword={showPassword}
          onShowPasswordChange={setShowPassword}
          onCreateAccount={() => setTab("new")}
        />
      </TabsContent>
      <TabsContent value="new" forceMount={opened.has("new") || undefined} className="space-y-6 data-[state=inactive]:hidden">
        <div>
          <h2 className="text-3xl">Create your account</h2>
          <p className="mt-2 text-sm text-muted-foreground">Your details fill in offers, requests and applications for you.</p>
        </div>
        <SignUpForm
          destination={destination}
          initialRole={initialRole}
          showPassword={showPassword}
          onShowPasswordChange={setShowPassword}
        />
      </TabsContent>
    </Tabs>
  );
}
