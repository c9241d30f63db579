/**
 * The look of the calculators' figures: the headline figure, the small capitals above it and
 * the tables (right-aligned tabular figures, hairline rules), in the manner of the facts section.
 */
export const calculatorCaps = "text-xs font-medium uppercase tracking-[0.2em] text-gold-ink";
export const headlineFigure = "tabular font-display text-5xl leading-none";
export const figuresTable = "w-full text-left text-sm";
export const figuresCaption = `mb-2 text-left ${calculatorCaps}`;
export const figuresHeadCell = "py-2 text-xs font-medium text-muted-foreground";
export const figuresRow = "border-t border-border align-top";
export const figuresCell = "tabular py-2.5 pl-4 text-right whitespace-nowrap";
export const figuresTotalRow = "border-t-2 border-foreground/70 font-medium";
