/** The realtors page's words, as data: benefits and broker portal features. */

export const realtorBenefits = [
  {
    title: "Exclusive inventory",
    text: "Represent buyers across residences from Aman, Ritz-Carlton, Four Seasons, St. Regis, Bulgari and more.",
  },
  { title: "Shared leads", text: "Buyers found by the platform's targeting are shared with partner realtors in their market." },
  { title: "Marketing support", text: "Listing presentation, campaigns and buyer targeting, paid for from the platform's 30%." },
  { title: "Transaction support", text: "Contracts, digital signatures, deposits and escrow tracked in one place for every deal." },
  { title: "Closing team", text: "Concierge help from our closing team on transactions over $4M." },
] as const;

export const brokerPortalFeatures = [
  "Listings and availability across partner brands",
  "Offers with financing type, down payment and closing date",
  "Contract creation, review and digital signatures",
  "Transaction tracking from deposit to escrow release",
  "Messages with buyers and sellers on each contract",
  "Your commission split shown on every deal",
] as const;
