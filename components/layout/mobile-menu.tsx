"use client";

import { Suspense, useState } from "react";
import { MenuIcon } from "@/components/ui/icons/menu";
import { lazyLayoutPart } from "./lazy-with-fallback";

const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazyLayoutPart(loadDialog, (module) => module.MobileMenuDialog);

/**
 * The phone-width menu button. Its panel (mobile-menu-dialog.tsx) is most of the menu's code and
 * only phones open it, so it loads when the button is first pointed at, focused or pressed, not
 * with every page; a press before it arrives opens it as soon as it has.
 */
export function MobileMenu({ buttonClassName }: { buttonClassName: string }) {
  const [openRequest, setOpenRequest] = useState(0);
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog().catch(() => undefined); // a failure shows when it is opened

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={openRequest > 0 ? "mobile-menu" : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => setOpenRequest((count) => count + 1)}
      >
        <MenuIcon className="size-6" />
      </button>
      {openRequest > 0 ? (
        <Suspense fallback={null}>
          <MobileMenuDialog openRequest={openRequest} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
