"use client";

import { useCallback, useEffect, useRef, type ChangeEvent, type Ref } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a person typed, picked or had autofilled in a controlled field before the page
 * hydrated. React leaves the field's text in place when it hydrates, but the component's state
 * still holds the value it rendered, so its next render would put that value back and wipe the
 * text. When the field mounts, a text that differs from `value` is reported through `onChange`,
 * as if it had been typed just then. Returns the ref to put on the field (it also sets `ref`).
 *
 * A passive effect, not a layout one: it runs after every layout effect of the page, so the
 * field's owner is listening by then (react-hook-form subscribes a Controller in a layout effect,
 * after its children's), and React runs it before any later render could put the old value back.
 */
export function useTypedValue<E extends Field>(
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  ref?: Ref<E>,
): (element: E | null) => void {
  const node = useRef<E | null>(null);
  const first = useRef({ value, onChange });
  useEffect(() => {
    const element = node.current;
    const { value: rendered, onChange: report } = first.current;
    if (!element || rendered === undefined || !report || element.value === String(rendered ?? "")) return;
    const event = new Event("change", { bubbles: true });
    report({ target: element, currentTarget: element, nativeEvent: event, type: "change" } as unknown as ChangeEvent<E>);
  }, []);
  return useCallback((element: E | null) => setRefs(element, node, ref), [ref]);
}

function setRefs<E>(element: E | null, ...refs: (Ref<E> | undefined)[]) {
  for (const ref of refs) {
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  }
}
