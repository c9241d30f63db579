import { createIcon } from "./create-icon";

export const ArrowLeftIcon = createIcon("ArrowLeftIcon", <path d="M19 12H5M11 18l-6-6 6-6" />);
