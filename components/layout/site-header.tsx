import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { DesktopNav } from "./desktop-nav";
import { HeaderAccount } from "./header-account";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/**
 * The fixed site header: wordmark, navigation and the log-in link (or the signed-in person's menu).
 * Opaque: a see-through header over a dark section dropped its small gold text below 4.5:1.
 */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-border/80 bg-background">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <HeaderAccount
            // Merged on the server (no tailwind-merge in the browser): "hidden" must beat the base "inline-flex".
            loginClassName={cn(buttonVariants({ variant: "outline", size: "sm" }), "hidden sm:inline-flex")}
          />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
