import * as React from "react";

import type { ToastActionElement, ToastVariant } from "@/components/ui/toast";

/*
 * A tiny module-level toast store. `toast()` can be called from anywhere (event handlers, store
 * callbacks); <Toaster /> subscribes with useSyncExternalStore and renders what is here.
 */

export const TOAST_LIMIT = 3;
export const TOAST_DURATION = 5000;
/** How long a dismissed toast stays in the store so its exit animation can play. */
const REMOVE_DELAY = 400;

export type ToastOptions = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to TOAST_DURATION. */
  duration?: number;
  action?: ToastActionElement;
};

export type ToastRecord = ToastOptions & { id: string; open: boolean };

type Listener = () => void;

const EMPTY: readonly ToastRecord[] = [];
let toasts: readonly ToastRecord[] = EMPTY;
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastRecord[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY),
  );
}

/** Close one toast, or all of them when no id is given. */
export function dismiss(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
  closing.forEach((t) => scheduleRemoval(t.id));
}

/** Show a toast. Only the newest TOAST_LIMIT stay on screen; older ones are dropped. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const record: ToastRecord = { ...options, id, open: true };
  const next = [...toasts, record];
  setToasts(next.slice(-TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismiss(id),
    update: (patch: ToastOptions) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
  };
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;
const getServerSnapshot = () => EMPTY;

export function useToast() {
  const current = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: current, toast, dismiss };
}
