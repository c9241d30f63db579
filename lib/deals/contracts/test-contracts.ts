import type { ContractForm } from "@/lib/schemas/contract";

/** A /contracts/new form as submitted, for the tests of lib/deals/contracts. */
export const CONTRACT_FORM: ContractForm = {
  propertyName: "Bulgari Dubai, Residence 14",
  propertyAddress: "Jumeira Bay Island, Dubai",
  buyerName: "Amira Saleh",
  buyerEmail: "amira@example.com",
  buyerPhone: "305 555 0111",
  sellerName: "Bay Island Estates LLC",
  sellerEmail: "sales@bayisland.example",
  sellerPhone: "305 555 0122",
  purchaseAmount: "$7,500,000",
  depositAmount: "750,000",
  closingDate: "2027-03-01",
  contingencies: "",
  specialTerms: "Boat mooring conveys.",
  realtorName: "Marisol Vega",
  realtorLicense: "FL BK3316207",
};
