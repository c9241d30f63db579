import { createIcon } from "./create-icon";

export const EyeIcon = createIcon(
  "EyeIcon",
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
