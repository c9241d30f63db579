/**
 * The look of figures on a property page, shared by its residence facts (components/property)
 * and its calculators (components/economics): tables of right-aligned tabular figures between
 * hairline rules, the small capitals above them, a headline figure and a part's sub-heading.
 */

/** Small gold capitals: a table's caption, a group's legend, the label above a headline figure. */
export const goldCaps = "text-xs font-medium caps-wide text-gold-ink";
/** Small muted capitals: a fact's label ("Operator", "Services"). */
export const mutedCaps = "text-xs font-medium caps text-muted-foreground";
export const partSubheading = "border-b border-border pb-3 text-2xl";
export const headlineFigure = "tabular font-display text-5xl leading-none";

export const figuresTable = "w-full text-left text-sm";
export const figuresCaption = `mb-2 text-left ${goldCaps}`;
export const figuresHeadCell = "py-2 text-xs font-medium text-muted-foreground";
export const figuresRow = "border-t border-border align-top";
/** A figure in a calculator's table, whose row names are plain. */
export const figuresCell = "tabular py-2.5 pl-4 text-right whitespace-nowrap";
/** A figure in a facts table: a little more room, and medium weight beside its row's words. */
export const figuresCellStrong = "tabular py-3 pl-4 text-right font-medium whitespace-nowrap";
export const figuresTotalRow = "border-t-2 border-foreground/70 font-medium";
