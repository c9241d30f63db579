"use client";

import { Suspense, type ReactNode } from "react";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { DISPLAY_SETTINGS_BUTTON_ID, DISPLAY_SETTINGS_PANEL_ID } from "./display-settings-ids";
import { lazyLayoutPart } from "./lazy-with-fallback";

const loadPanel = () => import("./display-settings-panel");
const DisplaySettingsPanel = lazyLayoutPart(loadPanel, (module) => module.DisplaySettingsPanel);

/**
 * The header's currency and area switch: a button (its label comes from the server,
 * display-settings-label.tsx) opening a small panel of two radio groups. The panel is most of
 * the switch's code and few visits open it, so it loads when the button is pointed at, focused
 * or touched; a press before it arrives leaves the button busy and opens it as soon as it has.
 */
export function DisplaySettings({ buttonClassName, children }: { buttonClassName: string; children: ReactNode }) {
  const panel = useLazyDialog(loadPanel);
  return (
    <div className="relative">
      <button
        type="button"
        id={DISPLAY_SETTINGS_BUTTON_ID}
        className={buttonClassName}
        aria-expanded={panel.open}
        aria-controls={panel.mounted ? DISPLAY_SETTINGS_PANEL_ID : undefined}
        {...panel.triggerProps}
        onClick={() => (panel.open ? panel.setOpen(false) : panel.show())}
      >
        {children}
      </button>
      {panel.mounted ? (
        <Suspense fallback={panel.fallback}>
          <DisplaySettingsPanel open={panel.open} onOpenChange={panel.setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
