"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";

/**
 * The gate's form behaviour around server-rendered fields: validates on submit, shows the error
 * next to the field, and hands a valid entry to `unlock` (loaded on first submit, with zod, the
 * toast and the storage code, so none of it weighs on every page's first load).
 */
export function PasscodeForm({ inputId, children }: { inputId: string; children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    try {
      const { submitPasscode } = await import("./passcode-unlock");
      const outcome = await submitPasscode(input?.value ?? "");
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
      className="mt-10 space-y-4 text-left"
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
    </form>
  );
}
