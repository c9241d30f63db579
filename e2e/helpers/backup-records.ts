// Records as a backup holds them: one of every kind this browser can submit (the My activity spec,
// e2e/account.spec.ts), and a valid stored offer (the backup and data-rights specs).
const PDF_BASE64 = Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64");

/** A valid stored offer on `residence`, as a backup holds it. */
export function offerRecord(id: string, residence: string): Record<string, unknown> {
  const buyer = { buyerName: "Grace Hopper", buyerEmail: "grace@example.com", buyerPhone: "212 555 0199" };
  const property = { name: residence, location: "Miami, Florida", price: 4_000_000_00 };
  const terms = { financingType: "cash", closingDate: "2027-03-01", contingencies: "", additionalTerms: "" };
  return {
    id,
    createdAt: "2026-11-23T10:00:00.000Z",
    status: "submitted",
    property,
    offerAmountCents: 3_900_000_00,
    downPaymentCents: 1_000_000_00,
    ...terms,
    ...buyer,
  };
}

const contact = { name: "Ada Lovelace", email: "ada@example.com", phone: "305 555 0142" };

/** One record of every kind this browser can submit, as a backup would hold them. */
export function activity(sampleContract: Record<string, unknown>) {
  return {
    offers: [
      {
        id: "offer-older",
        createdAt: "2026-11-20T09:00:00.000Z",
        status: "submitted",
        property: { name: "Faena Residences", location: "Brickell, Miami", price: 2_800_000_00 },
        offerAmountCents: 2_700_000_00,
        downPaymentCents: 700_000_00,
        closingDate: "2027-01-15",
        financingType: "cash",
        contingencies: "",
        additionalTerms: "",
        buyerName: contact.name,
        buyerEmail: contact.email,
        buyerPhone: contact.phone,
      },
      {
        id: "offer-newer",
        createdAt: "2026-11-22T09:00:00.000Z",
        status: "submitted",
        property: { name: "Aman Miami Beach", location: "Miami Beach, Florida", price: 8_500_000_00, beds: 2, baths: 3, sqft: 2400 },
        offerAmountCents: 8_250_000_00,
        downPaymentCents: 2_500_000_00,
        closingDate: "2027-02-26",
        financingType: "jumbo",
        contingencies: "Inspection within 10 days.",
        additionalTerms: "",
        buyerName: contact.name,
        buyerEmail: contact.email,
        buyerPhone: contact.phone,
      },
    ],
    applications: [
      {
        id: "application-1",
        createdAt: "2026-11-21T15:00:00.000Z",
        status: "submitted",
        agencyType: "broker-agency",
        firstName: "Adriana",
        lastName: "Solis",
        email: "adriana@example.com",
        phone: "305 555 0164",
        address: "1200 Brickell Avenue",
        city: "Miami",
        state: "FL",
        zipCode: "33131",
        licenseNumber: "SL3459812",
        licenseState: "FL",
        brokerageName: "Bayfront Luxury Partners",
        yearsExperience: "10+",
        specializations: [],
        businessType: "broker",
        teamSize: "",
        annualSalesVolume: "30M+",
        avgSalePrice: "5M+",
        clientTestimonials: "",
        reference1Name: "Gregory Hale",
        reference1Company: "Hale Private Wealth",
        reference1Phone: "305 555 0177",
        reference1Email: "gregory@example.com",
        reference2Name: "",
        reference2Company: "",
        reference2Phone: "",
        reference2Email: "",
        licenseUpload: { id: "file-license", name: "FL-license.pdf", size: 15 },
        agreesToTerms: true,
        agreesToCommission: true,
      },
    ],
    files: [
      {
        id: "file-license",
        name: "FL-license.pdf",
        type: "application/pdf",
        size: 15,
        blob: { $blob: PDF_BASE64, type: "application/pdf" },
        createdAt: "2026-11-21T14:59:00.000Z",
      },
    ],
    transactions: [
      {
        id: "TXN-CARD01",
        property: "Aman Miami Beach, Residence 3A",
        amountCents: 85_000_00,
        type: "Deposit",
        status: "escrow",
        date: "2026-11-22T10:00:00.000Z",
        buyer: contact.name,
        seller: "Collins Dune Holdings LLC",
        method: "card",
        card: { brand: "visa", last4: "4242" },
      },
      {
        id: "TXN-STAY02",
        property: "Casa Aspen Chalet",
        amountCents: 14_400_00,
        type: "Booking",
        status: "completed",
        date: "2026-11-19T18:30:00.000Z",
        buyer: contact.name,
        seller: "St. Regis Aspen",
        method: "ethereum",
        booking: { checkIn: "2026-12-20", checkOut: "2026-12-24", nights: 4, guests: 2 },
      },
    ],
    contracts: [{ ...sampleContract, id: "made-here-7", property: "Cipriani Residences, Residence 2201", created: "2026-11-22" }],
    requests: [
      {
        id: "req-tour",
        kind: "tour",
        createdAt: "2026-11-22T08:00:00.000Z",
        subject: "St. Regis Aspen",
        status: "received",
        data: { date: "2026-12-05", time: "14:30", partySize: "2", ...contact, notes: "" },
      },
      {
        id: "req-inquiry",
        kind: "inquiry",
        createdAt: "2026-11-21T08:00:00.000Z",
        subject: "Residence 3A, Aman Miami Beach",
        status: "received",
        data: { ...contact, message: "Is the furniture package included?" },
      },
      {
        id: "req-consult",
        kind: "consultation",
        createdAt: "2026-11-20T08:00:00.000Z",
        subject: "Hotel owner partnership",
        status: "received",
        data: { ...contact, preferredDate: "", message: "" },
      },
      {
        id: "req-listing",
        kind: "listing",
        createdAt: "2026-11-19T08:00:00.000Z",
        subject: "Rental listing",
        status: "received",
        data: {
          propertyName: "Lovelace Villa",
          location: "Aspen, Colorado",
          bedrooms: "4",
          nightlyRate: "$3,200",
          contactName: contact.name,
          email: contact.email,
          phone: contact.phone,
          description: "Ski-in villa.",
        },
      },
    ],
  };
}
