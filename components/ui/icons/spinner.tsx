import { createIcon } from "./create-icon";

/** A ring that turns while something is being simulated; still under prefers-reduced-motion. */
export const SpinnerIcon = createIcon("SpinnerIcon", <path d="M21 12a9 9 0 1 1-6.2-8.56" />, "animate-spin motion-reduce:animate-none");
