/**
 * The simulated wait of a payment (card authorisation, blockchain confirmation) followed by
 * saving its record. Nothing leaves the browser: the wait is a timer and the "payment" is the
 * record written through the store.
 */

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortError());
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function abortError(): Error {
  return new DOMException("The payment was cancelled.", "AbortError");
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export type SimulatedPayment<T> = {
  /** How long the simulated step takes. */
  waitMs: number;
  /** Writes the record; its error (a StoreError) is passed on to the caller unchanged. */
  save: () => Promise<T>;
  /** Closing the dialog aborts: before the wait ends, nothing is saved. */
  signal?: AbortSignal;
};

/**
 * Waits, then saves. Cancelled (AbortError) when the signal aborts during the wait; once the
 * record is being written it is not taken back, because the payment has then happened.
 */
export async function simulatePayment<T>({ waitMs, save, signal }: SimulatedPayment<T>): Promise<T> {
  await delay(waitMs, signal);
  if (signal?.aborted) throw abortError();
  return save();
}

/** The current time in epoch milliseconds, read in event handlers (fake timers and page.clock apply). */
export function currentTime(): number {
  return Date.now();
}
