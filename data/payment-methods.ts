import type { PaymentMethodInfo } from "@/lib/schemas/payment-method";

/** The six payment-method info popovers on /buy. Illustrative: every payment on the site is simulated. */
export const paymentMethods: PaymentMethodInfo[] = [
  {
    id: "bitcoin",
    name: "Bitcoin",
    type: "cryptocurrency",
    description: "Pay a deposit or the full price in BTC, with the amount locked for one hour while you send it.",
    features: ["Price locked for 60 minutes", "Confirmed on-chain, usually within 5 to 15 minutes", "Funds held in escrow until closing"],
  },
  {
    id: "ethereum",
    name: "Ethereum",
    type: "cryptocurrency",
    description: "Pay in ETH from any wallet; the charge shows the exact amount and the address to send it to.",
    features: ["Price locked for 60 minutes", "QR code and copyable address", "Funds held in escrow until closing"],
  },
  {
    id: "credit-card",
    name: "Credit Card",
    type: "traditional",
    description: "Visa, Mastercard and American Express for deposits and rental bookings.",
    features: ["Deposits and bookings", "Instant confirmation", "Only the card brand and last four digits are kept"],
  },
  {
    id: "wire-transfer",
    name: "Wire Transfer",
    type: "traditional",
    description: "Domestic and international bank wires for deposits and final payments, straight into escrow.",
    features: ["Domestic and international wires", "Escrow account details on request", "Suited to purchases over $1M"],
  },
  {
    id: "escrow-service",
    name: "Escrow Service",
    type: "premium",
    description: "A licensed escrow agent holds the funds and releases them automatically when the contract completes.",
    features: ["Funds released on completion", "Both parties see every movement", "Extra verification for purchases over $1M"],
  },
  {
    id: "private-banking",
    name: "Private Banking",
    type: "premium",
    description: "For transactions over $4M, a concierge coordinates with your private bank from offer to closing.",
    features: ["Dedicated transaction concierge", "Proof-of-funds letters handled", "Coordinated with your bank's relationship manager"],
  },
];
