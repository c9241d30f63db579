import { createIcon } from "./create-icon";

export const EyeOffIcon = createIcon(
  "EyeOffIcon",
  <>
    <path d="M9.9 4.24A9.1 9.1 0 0 1 12 4c6.4 0 10 8 10 8a17 17 0 0 1-2.2 3.3" />
    <path d="M6.6 6.6A16.5 16.5 0 0 0 2 12s3.6 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m2 2 20 20" />
  </>,
);
