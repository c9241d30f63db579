import type { Contract } from "@/lib/schemas/contract";

const standardContingencies =
  "Inspection contingency: 10 days from the effective date. Financing contingency: 30 days from the effective date. Early possession: the buyer may take possession 5 days before closing, subject to the final walk-through.";

/**
 * The sample contracts the store is seeded with. "Today" in the samples is
 * 2026-11-22: pending contracts close in early 2027. People, companies and
 * licence numbers are fictional; phone numbers use the 555-01xx range.
 */
export const sampleContracts: Contract[] = [
  {
    id: "1",
    property: "Aman Miami Beach, Residence 3A",
    propertyAddress: "Residence 3A, 4525 Collins Avenue, Miami Beach, FL 33140",
    buyer: { name: "Eleanor Whitfield", email: "eleanor.whitfield@example.com", phone: "305 555 0142" },
    seller: { name: "Collins Dune Holdings LLC", email: "closings@collinsdune.example", phone: "305 555 0199" },
    status: "pending_signature",
    amountCents: 8_900_000_00,
    depositCents: 890_000_00,
    closingDate: "2027-02-26",
    created: "2026-11-18",
    deadline: "2026-12-09",
    contingencies: standardContingencies,
    specialTerms:
      "Furniture package in the living and dining rooms conveys with the residence. Seller to provide two years of association statements.",
    realtor: { name: "Marisol Vega", license: "FL BK3316207" },
    escrowAccount: { holder: "Biscayne Title & Escrow LLC, as escrow agent", bank: "First Harbor Bank", number: "4410 2286 5501 07" },
    signatures: [
      { party: "buyer", name: "Eleanor Whitfield", status: "pending", date: null },
      { party: "seller", name: "Collins Dune Holdings LLC", status: "pending", date: null },
    ],
    timeline: [
      { date: "2026-11-12", event: "Offer accepted", description: "Seller accepted the buyer's offer of $8,900,000 with a 10% deposit." },
      {
        date: "2026-11-18",
        event: "Contract drafted",
        description: "Purchase agreement prepared by Marisol Vega and reviewed by both attorneys.",
      },
      { date: "2026-11-19", event: "Sent for signature", description: "Contract sent to buyer and seller for electronic signature." },
    ],
  },
  {
    id: "2",
    property: "St. Regis Aspen, Residence 312",
    propertyAddress: "Residence 312, 315 East Dean Street, Aspen, CO 81611",
    buyer: { name: "Julian Ashworth", email: "julian.ashworth@example.com", phone: "212 555 0186" },
    seller: { name: "Margaret Ellison", email: "margaret.ellison@example.com", phone: "970 555 0133" },
    status: "pending_signature",
    amountCents: 9_800_000_00,
    depositCents: 980_000_00,
    closingDate: "2027-01-29",
    created: "2026-11-05",
    deadline: "2026-12-05",
    contingencies: standardContingencies,
    specialTerms: "Seller to leave the ski lockers, the wine storage contents and two winter parking passes.",
    realtor: { name: "Theo Lindqvist", license: "CO ER100089214" },
    signatures: [
      {
        party: "buyer",
        name: "Julian Ashworth",
        status: "signed",
        date: "2026-11-14T16:20:00.000Z",
        signedName: "Julian Edward Ashworth",
      },
      { party: "seller", name: "Margaret Ellison", status: "pending", date: null },
    ],
    timeline: [
      { date: "2026-10-30", event: "Offer submitted", description: "Buyer offered $9,650,000 with jumbo financing." },
      { date: "2026-11-03", event: "Counter-offer accepted", description: "Parties agreed on $9,800,000 with a 10% deposit." },
      { date: "2026-11-05", event: "Contract drafted", description: "Purchase agreement prepared and sent for signature." },
      { date: "2026-11-14T16:20:00.000Z", event: "Buyer signed", description: "Julian Ashworth signed the contract electronically." },
      { date: "2026-11-15", event: "Deposit received in escrow", description: "Deposit of $980,000 paid in bitcoin and held in escrow." },
    ],
  },
  {
    id: "3",
    property: "Four Seasons Beverly Hills, Residence 6A",
    propertyAddress: "Residence 6A, 300 South Doheny Drive, Beverly Hills, CA 90211",
    buyer: { name: "Noor Haddad", email: "noor.haddad@example.com", phone: "310 555 0168" },
    seller: { name: "Canyon Light Partners LP", email: "legal@canyonlight.example", phone: "310 555 0121" },
    status: "in_review",
    amountCents: 12_500_000_00,
    depositCents: 1_250_000_00,
    closingDate: "2027-01-15",
    created: "2026-10-20",
    deadline: "2026-12-18",
    contingencies: standardContingencies,
    specialTerms: "Closing subject to approval by the residences' association board. Art hanging system in the gallery hall conveys.",
    realtor: { name: "Camille Laurent", license: "CA DRE 02145678" },
    signatures: [
      { party: "buyer", name: "Noor Haddad", status: "signed", date: "2026-10-24T18:05:00.000Z", signedName: "Noor Layla Haddad" },
      {
        party: "seller",
        name: "Canyon Light Partners LP",
        status: "signed",
        date: "2026-10-26T21:40:00.000Z",
        signedName: "Gregory Hale, Managing Partner",
      },
    ],
    timeline: [
      { date: "2026-10-20", event: "Contract drafted", description: "Purchase agreement prepared by Camille Laurent." },
      { date: "2026-10-24", event: "Buyer signed", description: "Noor Haddad signed the contract electronically." },
      { date: "2026-10-26", event: "Seller signed", description: "Canyon Light Partners LP signed the contract electronically." },
      {
        date: "2026-10-28",
        event: "Deposit received in escrow",
        description: "Deposit of $1,250,000 received by wire and held in escrow.",
      },
      {
        date: "2026-11-06",
        event: "Inspection completed",
        description: "Inspection found minor items only; seller agreed to repair the terrace drainage.",
      },
    ],
  },
  {
    id: "4",
    property: "Ritz-Carlton Miami Beach, Residence 2A",
    propertyAddress: "Residence 2A, 4701 North Meridian Avenue, Miami Beach, FL 33140",
    buyer: { name: "Rafael Okonkwo", email: "rafael.okonkwo@example.com", phone: "305 555 0117" },
    seller: { name: "Isabel Moreau", email: "isabel.moreau@example.com", phone: "305 555 0158" },
    status: "completed",
    amountCents: 6_900_000_00,
    depositCents: 690_000_00,
    closingDate: "2026-09-30",
    created: "2026-07-08",
    deadline: "2026-08-15",
    contingencies: standardContingencies,
    specialTerms: "Dock slip 7 conveys with the residence.",
    realtor: { name: "Marisol Vega", license: "FL BK3316207" },
    signatures: [
      { party: "buyer", name: "Rafael Okonkwo", status: "signed", date: "2026-07-10T14:12:00.000Z", signedName: "Rafael Chidi Okonkwo" },
      { party: "seller", name: "Isabel Moreau", status: "signed", date: "2026-07-11T09:30:00.000Z", signedName: "Isabel Anne Moreau" },
    ],
    timeline: [
      { date: "2026-07-08", event: "Contract drafted", description: "Purchase agreement prepared by Marisol Vega." },
      { date: "2026-07-11", event: "Fully signed", description: "Buyer and seller both signed the contract." },
      { date: "2026-07-15", event: "Deposit received in escrow", description: "Deposit of $690,000 received by wire." },
      {
        date: "2026-08-12",
        event: "Financing approved",
        description: "Lender issued the final loan commitment within the 30-day contingency.",
      },
      { date: "2026-09-30", event: "Closed", description: "Final payment released from escrow and keys handed over." },
    ],
  },
];
