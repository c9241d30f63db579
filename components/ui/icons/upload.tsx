import { createIcon } from "./create-icon";

export const UploadIcon = createIcon("UploadIcon", <path d="M12 20V9M7 14l5-5 5 5M5 4h14" />);
