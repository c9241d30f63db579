"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";
import { retryImport } from "@/lib/retry-import";
import { LoadFailedAlert } from "./load-failed-alert";

/**
 * The gate's form behaviour around server-rendered fields: validates on submit, shows the error
 * next to the field, and hands a valid entry to `unlock` (loaded on first submit, with zod, the
 * toast and the storage code, so none of it weighs on every page's first load). If that code
 * cannot be downloaded, even after the retries, the form says so and offers a reload.
 */
export function PasscodeForm({ inputId, className, children }: { inputId: string; className: string; children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const errorId = useId();

  function field(form: HTMLFormElement): HTMLInputElement | null {
    return form.querySelector<HTMLInputElement>(`#${CSS.escape(inputId)}`);
  }

  function showError(input: HTMLInputElement | null, message: string | null) {
    setError(message);
    if (!input) return;
    if (message) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", errorId);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = field(event.currentTarget);
    setBusy(true);
    setLoadFailed(false);
    try {
      const unlock = await retryImport(() => import("./passcode-unlock")).catch(() => null);
      setLoadFailed(!unlock);
      if (!unlock) return;
      const outcome = await unlock.submitPasscode(input?.value ?? "");
      if (outcome.kind === "error") {
        showError(input, outcome.message);
        input?.focus();
      } else if (outcome.kind === "denied") {
        showError(input, null);
        if (input) input.value = "";
        input?.focus();
      } else {
        showError(input, null);
        if (input) input.value = "";
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={className}
      noValidate
      onSubmit={onSubmit}
      onInput={(event) => {
        if (error) showError(event.target as HTMLInputElement, null);
      }}
      aria-busy={busy || undefined}
    >
      {children}
      {error ? (
        <p id={errorId} className="-mt-2 text-sm text-[#ffb4a8]">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      {loadFailed ? <LoadFailedAlert tone="dark" /> : null}
    </form>
  );
}
