/**
 * For DialogContent's onOpenAutoFocus: focuses the dialog's field when it opens with one (the
 * password asked before acting), else the element marked `data-first-focus` (a dialog's Cancel).
 * Not autoFocus: that runs before DialogContent notes the element that opened the dialog, so
 * focus would not return there on closing.
 */
export function focusMarkedFirst(event: Event): void {
  event.preventDefault();
  const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  (content?.querySelector<HTMLElement>("input") ?? content?.querySelector<HTMLElement>("[data-first-focus]"))?.focus();
}
