import { createIcon } from "./create-icon";

export const SlidersIcon = createIcon("SlidersIcon", <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4" />);
