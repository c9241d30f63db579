import type { RoadmapPhase } from "@/lib/schemas/roadmap";

/** The three phases on the evolution timeline. */
export const roadmapPhases: RoadmapPhase[] = [
  {
    phase: 1,
    title: "Marketplace launch",
    period: "0-6 months",
    fee: "3% fee on broker commission",
    description:
      "A marketplace for hotel-branded residences: purchase and rental listings, AI-assisted buyer targeting for hotel owners and a network of partner realtors.",
    highlights: [
      "Purchase and rental listings from partner brands",
      "Hyper-targeted marketing for hotel owners",
      "Realtor partnerships on a 70/30 commission split",
    ],
  },
  {
    phase: 2,
    title: "End-to-end closing",
    period: "6-18 months",
    fee: "2% of total transaction value",
    description:
      "The platform becomes part of the closing itself, with escrow, AI verification and funding, and charges 2% of the total transaction value on deals processed end to end.",
    highlights: ["Integrated escrow", "AI document and identity verification", "Funding partners at closing"],
  },
  {
    phase: 3,
    title: "Fintech ecosystem",
    period: "18-36 months",
    fee: "Higher usage fees",
    description:
      "A fintech ecosystem around the residence: financing, payments and ownership services, priced on usage with higher fees for the added services.",
    highlights: ["Residence financing and payments", "Ownership and rental income services", "Usage-based pricing"],
  },
];
