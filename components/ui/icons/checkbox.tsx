import { createIcon } from "./create-icon";

/** A box with a tick; the tick (`data-mark`) can be hidden by the control's state. */
export const CheckboxIcon = createIcon(
  "CheckboxIcon",
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path data-mark="" d="m8.5 12.5 2.5 2.5 4.5-5.5" />
  </>,
);
