import type { OrganisationRole, Role } from "@/lib/schemas/account";

/** What each sign-up role is for (spec section 6), and what the platform offers it. */
export const roleDescriptions: Record<Role, string> = {
  buyer: "Purchase property",
  realtor: "Represent clients",
  seller: "List your property",
  finance: "Provide financing",
};

export const roleBenefits: Record<OrganisationRole, { title: string; items: readonly string[] }> = {
  realtor: {
    title: "As a realtor partner",
    items: [
      "Represent buyers across hotel-branded residences from every partner brand",
      "A 70/30 commission split in your favour, with marketing support and shared leads",
      "Contract, signature and transaction tools for each deal",
    ],
  },
  seller: {
    title: "As a seller or hotel owner",
    items: [
      "A sales and media channel added to the ones you already use",
      "AI-assisted targeting of qualified buyers",
      "Keep 3% of each sale, with a closing team to see it through",
    ],
  },
  finance: {
    title: "As a finance lead",
    items: [
      "Meet buyers of residences from $650,000 to over $30 million",
      "Join deal rooms with the buyer, realtor and seller",
      "Follow deposits and escrow alongside each contract",
    ],
  },
};
