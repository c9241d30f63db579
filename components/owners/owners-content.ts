/** The owners page's words, as data: pillars, steps, benefits and platform features. */

export const ownerPillars = [
  {
    title: "Target",
    text: "AI-assisted targeting finds buyers who match your residences: travellers who already stay with your brand, owners of comparable homes, and qualified leads from our partner realtors.",
  },
  {
    title: "Amplify",
    text: "A sales and media channel for hotel-branded residences, added to the channels you already use rather than replacing them.",
  },
  {
    title: "Profit",
    text: "Keep 3% of every sale made through the platform, with a transparent fee and a closing team to see each sale through.",
  },
] as const;

export const ownerSteps = [
  { title: "Sync", text: "Connect your residence inventory once: units, floor plans, prices and availability." },
  { title: "List", text: "Your residences appear on the marketplace for purchase or rent, presented in your brand's standards." },
  {
    title: "Earn",
    text: "Qualified buyers make offers; contracts, signatures and payments run through one place, and you keep 3% of each sale.",
  },
] as const;

export const ownerBenefits = [
  { title: "No exclusivity", text: "Keep your own sales team, brokers and booking channels. We add reach; we do not take it away." },
  { title: "Qualified buyers", text: "Offers arrive with financing type, down payment and proof-of-funds expectations stated up front." },
  { title: "Closing support", text: "Transactions over $4M come with concierge help from our closing team." },
  { title: "Clear fees", text: "3% of broker commission at launch; later 2% of the transaction value only on deals closed end to end." },
] as const;

export const ownerPlatformFeatures = [
  "Purchase and rental listings under your brand",
  "Hyper-targeted marketing to qualified buyers",
  "Offer management with financing details",
  "Contract creation and digital signatures",
  "Deposit and escrow tracking for every transaction",
  "Deal chat with buyers, realtors, sellers and finance leads",
] as const;
