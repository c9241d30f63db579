import { createIcon } from "./create-icon";

export const DownloadIcon = createIcon("DownloadIcon", <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
