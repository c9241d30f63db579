import { buttonVariants } from "@/components/ui/button";
import { DesktopNav } from "./desktop-nav";
import { DisplaySettings } from "./display-settings";
import { DisplaySettingsLabel } from "./display-settings-label";
import { HeaderAccount } from "./header-account";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/**
 * The fixed site header: wordmark, navigation, the currency and area switch and the log-in link (or the
 * signed-in person's menu).
 * Opaque: a see-through header over a dark section dropped its small gold text below 4.5:1.
 */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-border/80 bg-background">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <DisplaySettings
            buttonClassName={buttonVariants({ variant: "ghost", size: "compact", lettering: "plain", className: "tabular" })}
          >
            <DisplaySettingsLabel />
          </DisplaySettings>
          <HeaderAccount
            // Classes made on the server, so the header's client code ships no button variants.
            // Hidden on phones (the menu holds the link there): max-sm: adds to the base's display.
            loginClassName={buttonVariants({ variant: "outline", size: "sm", className: "max-sm:hidden" })}
          />
          <MobileMenu buttonClassName={buttonVariants({ variant: "ghost", size: "icon", className: "lg:hidden" })} />
        </div>
      </div>
    </header>
  );
}
