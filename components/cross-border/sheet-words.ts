import type { Payer, SheetGroup } from "@/lib/cross-border/types";

/** The sheet's groups in words, in the order they show. */
export const groupTitles: Record<SheetGroup, string> = {
  purchase: "At purchase",
  yearly: "Each year",
  sale: "At sale",
  residency: "Residency",
  reporting: "Reporting",
};

/** What a group says when no rule of it applies to this buyer. */
export const emptyGroupWords: Record<SheetGroup, string> = {
  purchase: "No purchase costs listed.",
  yearly: "No yearly rules listed.",
  sale: "No sale costs listed.",
  residency: "No residence programme is open to this purchase.",
  reporting: "No reporting rule listed for this buyer and residence.",
};

export const payerWords: Record<Payer, string> = {
  buyer: "Buyer",
  seller: "Seller",
  either: "Buyer or seller, as agreed",
};

/** What the line's party is, by group: the costs say who pays, the rules whom they concern. */
export const payerHeadings: Record<SheetGroup, string> = {
  purchase: "Who pays",
  yearly: "Who pays",
  sale: "Who pays",
  residency: "Who it concerns",
  reporting: "Who it concerns",
};
