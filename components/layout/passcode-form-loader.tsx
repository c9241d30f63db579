"use client";

import { Suspense, type FormEvent, type ReactNode } from "react";
import { lazyLayoutPart } from "./lazy-with-fallback";
import { PAGE_LOAD_FAILED_ID } from "@/lib/load-failed-mark";

type PasscodeFormProps = { inputId: string; className: string; children: ReactNode };

/** The form as the server rendered it, without behaviour: for a gate that is open, and so hidden. */
function OpenGateForm({ className, children }: PasscodeFormProps) {
  return (
    <form className={className} noValidate>
      {children}
    </form>
  );
}

/**
 * The form when its behaviour could not be downloaded even after the retries: the server's markup
 * stays (fields, typed passcode and all) and the page-level alert offers the reload; pressing Enter
 * takes the person to that alert's Reload button, the one thing that can help.
 */
function UnavailableGateForm({ className, children }: PasscodeFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    document.querySelector<HTMLElement>(`#${PAGE_LOAD_FAILED_ID} [data-reload-page]`)?.focus();
  }
  return (
    <form className={className} noValidate onSubmit={onSubmit}>
      {children}
    </form>
  );
}

// A browser the <head> script found unlocked (it marks <html data-gate="open"> before any of this
// runs) never needs the gate's behaviour, so its code is not downloaded: the hidden gate hydrates
// as the plain form the server made. A locked one requests it at once, while the page hydrates; a
// press before it arrives is held by the early-input script.
const gateOpen = typeof document !== "undefined" && document.documentElement.getAttribute("data-gate") === "open";

const PasscodeForm = lazyLayoutPart(
  () => (gateOpen ? Promise.resolve({ PasscodeForm: OpenGateForm }) : import("./passcode-form")),
  (module) => module.PasscodeForm,
  UnavailableGateForm,
);

export function PasscodeFormLoader({ inputId, children }: { inputId: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PasscodeForm inputId={inputId} className="mt-10 space-y-4 text-left">
        {children}
      </PasscodeForm>
    </Suspense>
  );
}
