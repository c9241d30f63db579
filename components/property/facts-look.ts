/**
 * The look of the residence facts section of a property page: sub-headings, small
 * labels and the figures tables (right-aligned tabular figures, hairline rules).
 */
export const factsSubheading = "border-b border-border pb-3 text-2xl";
export const factsLabel = "text-xs font-medium uppercase tracking-[0.16em] text-muted-foreground";
export const factsCaption = "mb-2 text-left text-xs font-medium uppercase tracking-[0.2em] text-gold-ink";
export const factsTable = "w-full text-left text-sm";
export const factsHeadCell = "py-2 text-xs font-medium text-muted-foreground";
export const factsRow = "border-t border-border align-top";
export const factsFigure = "tabular py-3 pl-4 text-right font-medium whitespace-nowrap";
