import { createIcon } from "./create-icon";

export const ListIcon = createIcon(
  "ListIcon",
  <>
    <rect x="4" y="5" width="5" height="5" rx="1" />
    <rect x="4" y="14" width="5" height="5" rx="1" />
    <path d="M12 7.5h8M12 16.5h8" />
  </>,
);
