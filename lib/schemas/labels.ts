import type { ContractStatus } from "./contract";
import type { PaymentMethod, TransactionStatus } from "./transaction";

/*
 * Display labels of enum values. No zod here (types only), so client code on lean pages can
 * show a status without shipping the schemas; the schema files re-export these.
 */

export const contractStatusLabels: Record<ContractStatus, string> = {
  pending_signature: "Pending Signature",
  in_review: "In Review",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  pending: "Pending Payment",
  escrow: "In Escrow",
  completed: "Completed",
  failed: "Failed",
  refunded: "Refunded",
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Card",
  bitcoin: "Bitcoin",
  ethereum: "Ethereum",
  wire: "Wire Transfer",
};
