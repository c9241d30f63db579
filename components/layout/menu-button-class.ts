// Plain class strings rather than buttonVariants()/cn(): the menu button ships on every page, and
// those would pull tailwind-merge (~7 kB gzip) into every first load.
export const iconButtonClass =
  "inline-flex size-11 items-center justify-center rounded-md text-foreground transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden";
