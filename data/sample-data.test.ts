import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { brandSchema, featuredPropertySchema } from "@/lib/schemas/brand";
import { contractSchema } from "@/lib/schemas/contract";
import { purchaseListingSchema } from "@/lib/schemas/listing";
import { messageSchema } from "@/lib/schemas/message";
import { paymentMethodInfoSchema } from "@/lib/schemas/payment-method";
import { priceRangeSchema } from "@/lib/schemas/filters";
import { propertyPageSchema } from "@/lib/schemas/property";
import { rentalListingSchema } from "@/lib/schemas/rental";
import { residenceSchema } from "@/lib/schemas/residence";
import { roadmapPhaseSchema } from "@/lib/schemas/roadmap";
import { testimonialSchema } from "@/lib/schemas/testimonial";
import { transactionSchema } from "@/lib/schemas/transaction";
import { brands, featuredProperty } from "./brands";
import { sampleContracts } from "./contracts";
import {
  bedroomOptions,
  brandOptions,
  cityOptions,
  guestOptions,
  priceRangeOptions,
  purchaseAmenities,
  rentalAmenities,
} from "./filter-options";
import { purchaseListings } from "./listings";
import { sampleMessages } from "./messages";
import { paymentMethods } from "./payment-methods";
import { propertyPages } from "./properties";
import { rentalListings } from "./rentals";
import { residences } from "./residences";
import { roadmapPhases } from "./roadmap";
import { testimonials } from "./testimonials";
import { sampleTransactions } from "./transactions";

function expectAllValid(schema: z.ZodMiniType, records: readonly unknown[]) {
  for (const record of records) {
    const result = schema.safeParse(record);
    expect(result.success ? [] : result.error.issues, JSON.stringify(record).slice(0, 80)).toEqual([]);
  }
}

/** Object.groupBy, which Node 20 lacks. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Record<string, T[] | undefined> {
  const groups: Record<string, T[] | undefined> = {};
  for (const item of items) (groups[key(item)] ??= []).push(item);
  return groups;
}

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length);
}

/** The spec's table of starting prices, in whole dollars as the spec writes them (the data holds cents). */
const startingPrices: Record<string, number> = {
  "aman-miami-beach": 8_500_000,
  "ritz-carlton-miami-beach": 2_850_000,
  "four-seasons-beverly-hills": 12_500_000,
  "st-regis-aspen": 6_200_000,
  "edition-west-hollywood": 4_800_000,
  "bulgari-dubai": 7_500_000,
  "cipriani-brickell": 2_200_000,
  "faena-brickell": 2_800_000,
  "mandarin-oriental-brickell": 2_500_000,
  "baccarat-brickell": 2_600_000,
  "mercedes-benz-brickell": 3_200_000,
  "residences-1428-brickell": 650_000,
  "w-icon-brickell": 750_000,
  "waldorf-astoria-miami": 1_850_000,
  "one-thousand-museum": 7_900_000,
  "aston-martin-brickell": 1_500_000,
};

describe("purchase listings", () => {
  it("are 17 valid listings with unique ids", () => {
    expect(purchaseListings).toHaveLength(17);
    expectAllValid(purchaseListingSchema, purchaseListings);
    expectUnique(purchaseListings.map((listing) => listing.id));
  });

  it("have exactly one sold listing, One Thousand Museum", () => {
    expect(purchaseListings.filter((listing) => listing.sold).map((listing) => listing.name)).toEqual(["One Thousand Museum"]);
  });

  it("are the 16 table properties at their starting prices plus Rosewood Miami Beach", () => {
    for (const [slug, price] of Object.entries(startingPrices)) {
      const listing = purchaseListings.find((candidate) => candidate.propertySlug === slug);
      expect(listing?.priceCents, slug).toBe(price * 100);
    }
    const rosewood = purchaseListings.find((listing) => listing.id === "rosewood-miami-beach");
    expect(rosewood).toMatchObject({ brandSlug: "rosewood-miami-beach", priceCents: 14_500_000_00 });
    expect(rosewood?.propertySlug).toBeUndefined();
  });

  it("name brands that exist, amenities from the filter and an image of their own", () => {
    const brandSlugs = new Set(brands.map((brand) => brand.slug));
    for (const listing of purchaseListings) {
      expect(brandSlugs.has(listing.brandSlug), listing.brandSlug).toBe(true);
      for (const amenity of listing.amenities) expect(purchaseAmenities).toContain(amenity);
      expect(listing.image).toBe(`/art/listings/${listing.id}`);
    }
  });

  it("show the smallest residence of their property page", () => {
    for (const page of propertyPages) {
      const listing = purchaseListings.find((candidate) => candidate.id === page.listingId);
      expect(listing, page.slug).toBeDefined();
      expect([listing?.beds, listing?.baths, listing?.sqft], page.slug).toEqual([page.beds.min, page.baths.min, page.sqft.min]);
    }
  });
});

describe("rental listings", () => {
  it("are 3 valid rentals with unique ids, and only the Aspen one is unavailable", () => {
    expect(rentalListings).toHaveLength(3);
    expectAllValid(rentalListingSchema, rentalListings);
    expectUnique(rentalListings.map((rental) => rental.id));
    expect(rentalListings.filter((rental) => !rental.available).map((rental) => rental.city)).toEqual(["aspen"]);
  });

  it("use rental amenities only", () => {
    for (const rental of rentalListings) for (const amenity of rental.amenities) expect(rentalAmenities).toContain(amenity);
  });
});

describe("residences", () => {
  it("are 16 valid units with unique ids, 4 per brand", () => {
    expect(residences).toHaveLength(16);
    expectAllValid(residenceSchema, residences);
    expectUnique(residences.map((residence) => residence.id));
    const perBrand = groupBy(residences, (residence) => residence.brandSlug);
    expect(Object.fromEntries(Object.entries(perBrand).map(([brand, units]) => [brand, units?.length]))).toEqual({
      aman: 4,
      "ritz-carlton": 4,
      "four-seasons": 4,
      "st-regis": 4,
    });
  });

  it("are in the right places", () => {
    const locations = new Set(residences.map((residence) => `${residence.brandSlug}: ${residence.location}`));
    expect([...locations].sort()).toEqual([
      "aman: Miami Beach, Florida",
      "four-seasons: Beverly Hills, California",
      "ritz-carlton: Miami Beach, Florida",
      "st-regis: Aspen, Colorado",
    ]);
  });

  it("run from $6,900,000 to $32,500,000, with some fractional bathrooms", () => {
    const prices = residences.map((residence) => residence.priceCents);
    expect(Math.min(...prices)).toBe(6_900_000_00);
    expect(Math.max(...prices)).toBe(32_500_000_00);
    expect(residences.some((residence) => !Number.isInteger(residence.bathrooms))).toBe(true);
  });
});

describe("property pages", () => {
  it("are 16 valid pages with the spec's slugs and starting prices", () => {
    expect(propertyPages).toHaveLength(16);
    expectAllValid(propertyPageSchema, propertyPages);
    expectUnique(propertyPages.map((page) => page.slug));
    expect(Object.fromEntries(propertyPages.map((page) => [page.slug, page.startingPriceCents / 100]))).toEqual(startingPrices);
  });

  it("give Aman Miami Beach its ranges and facts", () => {
    const aman = propertyPages.find((page) => page.slug === "aman-miami-beach");
    expect(aman).toMatchObject({
      beds: { min: 2, max: 4 },
      baths: { min: 3, max: 5 },
      sqft: { min: 2400, max: 4200 },
      facts: ["56 hotel suites", "At most 22 branded residences"],
    });
  });

  it("give the other five of the first group their single values", () => {
    const single = (slug: string) => {
      const page = propertyPages.find((candidate) => candidate.slug === slug);
      return [page?.beds, page?.baths, page?.sqft].map((range) => (range?.min === range?.max ? range?.min : null));
    };
    expect(single("ritz-carlton-miami-beach")).toEqual([3, 3.5, 2400]);
    expect(single("four-seasons-beverly-hills")).toEqual([5, 6, 4800]);
    expect(single("st-regis-aspen")).toEqual([4, 4.5, 3800]);
    expect(single("edition-west-hollywood")).toEqual([3, 3.5, 2800]);
    expect(single("bulgari-dubai")).toEqual([4, 5, 4200]);
  });

  it("link to a listing that links back", () => {
    for (const page of propertyPages) {
      const listing = purchaseListings.find((candidate) => candidate.id === page.listingId);
      expect(listing?.propertySlug, page.slug).toBe(page.slug);
    }
  });
});

describe("brands", () => {
  it("are valid with unique ids and slugs, and include every listing brand", () => {
    expectAllValid(brandSchema, brands);
    expectUnique(brands.map((brand) => brand.id));
    expectUnique(brands.map((brand) => brand.slug));
    expect(brands.length).toBeGreaterThanOrEqual(17);
  });

  it("have a dramatic description of two or three sentences", () => {
    for (const brand of brands) {
      // "St. Regis" is not the end of a sentence.
      const sentences = brand.dramaticDescription.replaceAll("St. ", "St ").split(/(?<=[.!?])\s+/).length;
      expect(sentences, brand.slug).toBeGreaterThanOrEqual(2);
      expect(sentences, brand.slug).toBeLessThanOrEqual(3);
    }
  });

  it("feature Rosewood Miami Beach, which /buy?hotel= can find", () => {
    expectAllValid(featuredPropertySchema, [featuredProperty]);
    expect(featuredProperty.slug).toBe("rosewood-miami-beach");
    expect(purchaseListings.some((listing) => listing.brandSlug === featuredProperty.slug)).toBe(true);
  });
});

describe("filter options", () => {
  it("offer 17 brands, one per listing brand", () => {
    expect(brandOptions).toHaveLength(17);
    expectUnique(brandOptions.map((option) => option.slug));
    expect(new Set(brandOptions.map((option) => option.slug))).toEqual(new Set(purchaseListings.map((listing) => listing.brandSlug)));
    for (const option of brandOptions) {
      expect(purchaseListings.find((listing) => listing.brandSlug === option.slug)?.brand, option.slug).toBe(option.label);
    }
  });

  it("offer 10 cities, each matching at least one listing", () => {
    expect(cityOptions).toHaveLength(10);
    expectUnique(cityOptions.map((option) => option.slug));
    for (const option of cityOptions) {
      expect(
        purchaseListings.some((listing) => listing.city === option.slug),
        option.slug,
      ).toBe(true);
    }
  });

  it("offer 16 purchase amenities and 8 rental amenities, each used somewhere", () => {
    expect(purchaseAmenities).toHaveLength(16);
    expect(rentalAmenities).toHaveLength(8);
    expectUnique(purchaseAmenities);
    expectUnique(rentalAmenities);
    for (const amenity of purchaseAmenities) {
      expect(
        purchaseListings.some((listing) => listing.amenities.includes(amenity)),
        amenity,
      ).toBe(true);
    }
    for (const amenity of rentalAmenities) {
      expect(
        rentalListings.some((rental) => rental.amenities.includes(amenity)),
        amenity,
      ).toBe(true);
    }
  });

  it("offer the three price ranges in order, touching end to end", () => {
    expect(priceRangeOptions.map((option) => option.value)).toEqual(priceRangeSchema.options);
    expect(priceRangeOptions.map((option) => option.label)).toEqual(["Under $5M", "$5M - $10M", "$10M+"]);
    expect(priceRangeOptions[0]?.min).toBe(0);
    expect(priceRangeOptions[0]?.max).toBe(priceRangeOptions[1]?.min);
    expect(priceRangeOptions[1]?.max).toBe(priceRangeOptions[2]?.min);
    expect(priceRangeOptions[2]?.max).toBeNull();
  });

  it("offer bedrooms 1+ to 5+ and guests 1, 2, 4, 6, 8+", () => {
    expect(bedroomOptions).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, label: `${value}+` })));
    expect(guestOptions.map((option) => option.label)).toEqual(["1", "2", "4", "6", "8+"]);
    expect(guestOptions.map((option) => option.value)).toEqual([1, 2, 4, 6, 8]);
  });
});

describe("payment methods, testimonials and roadmap", () => {
  it("has 6 valid payment methods with unique ids, two of each type", () => {
    expect(paymentMethods).toHaveLength(6);
    expectAllValid(paymentMethodInfoSchema, paymentMethods);
    expectUnique(paymentMethods.map((method) => method.id));
    const types = paymentMethods.map((method) => method.type);
    expect(types.filter((type) => type === "cryptocurrency")).toHaveLength(2);
    expect(types.filter((type) => type === "traditional")).toHaveLength(2);
    expect(types.filter((type) => type === "premium")).toHaveLength(2);
  });

  it("has 2 valid testimonials", () => {
    expect(testimonials).toHaveLength(2);
    expectAllValid(testimonialSchema, testimonials);
  });

  it("has the three roadmap phases of the spec", () => {
    expectAllValid(roadmapPhaseSchema, roadmapPhases);
    expect(roadmapPhases.map((phase) => [phase.phase, phase.period])).toEqual([
      [1, "0-6 months"],
      [2, "6-18 months"],
      [3, "18-36 months"],
    ]);
    expect(roadmapPhases[0]?.fee).toMatch(/3%.*broker commission/);
    expect(roadmapPhases[1]?.fee).toMatch(/2%.*total transaction value/);
    expect(roadmapPhases[2]?.title).toMatch(/fintech/i);
  });
});

describe("sample contracts", () => {
  it("are valid with ids 1, 2, 3 ...", () => {
    expectAllValid(contractSchema, sampleContracts);
    expect(sampleContracts.map((contract) => contract.id)).toEqual(sampleContracts.map((_, index) => String(index + 1)));
    expect(sampleContracts.length).toBeGreaterThanOrEqual(3);
    expect(sampleContracts.length).toBeLessThanOrEqual(4);
  });

  it("cover pending (unsigned and buyer-signed), in review and completed", () => {
    const signedBy = (status: string) =>
      sampleContracts
        .filter((contract) => contract.status === status)
        .map((contract) => contract.signatures.filter((signature) => signature.status === "signed").map((s) => s.party));
    expect(signedBy("pending_signature")).toEqual([[], ["buyer"]]);
    expect(signedBy("in_review")).toHaveLength(1);
    expect(signedBy("completed")).toHaveLength(1);
  });

  it("have one buyer and one seller signature, 3 to 5 timeline events and the standard contingencies", () => {
    for (const contract of sampleContracts) {
      expect(contract.signatures.map((signature) => signature.party).sort()).toEqual(["buyer", "seller"]);
      expect(contract.timeline.length).toBeGreaterThanOrEqual(3);
      expect(contract.timeline.length).toBeLessThanOrEqual(5);
      expect(contract.contingencies).toMatch(/10 days/);
      expect(contract.contingencies).toMatch(/30 days/);
      expect(contract.contingencies).toMatch(/5 days before closing/);
    }
  });

  it("keep pending deadlines and closing dates after 2026-11-22", () => {
    for (const contract of sampleContracts.filter((candidate) => candidate.status !== "completed")) {
      expect(contract.deadline > "2026-11-22", contract.id).toBe(true);
      expect(contract.closingDate > "2026-11-22", contract.id).toBe(true);
    }
  });
});

describe("sample messages", () => {
  const threads = groupBy(sampleMessages, (message) => message.threadId);

  it("are valid with unique ids", () => {
    expectAllValid(messageSchema, sampleMessages);
    expectUnique(sampleMessages.map((message) => message.id));
  });

  it("have 4 to 6 messages for every sample contract", () => {
    for (const contract of sampleContracts) {
      const count = threads[contract.id]?.length ?? 0;
      expect(count, contract.id).toBeGreaterThanOrEqual(4);
      expect(count, contract.id).toBeLessThanOrEqual(6);
    }
  });

  it("have 2 or 3 messages in each closing-team panel", () => {
    for (const panel of ["closing-group", "closing-buyer", "closing-realtor", "closing-seller", "closing-finance"]) {
      const count = threads[panel]?.length ?? 0;
      expect(count, panel).toBeGreaterThanOrEqual(2);
      expect(count, panel).toBeLessThanOrEqual(3);
    }
  });

  it("include a reply about a 10 business days inspection", () => {
    expect(sampleMessages.some((message) => /10 business days/.test(message.message) && message.role === "Realtor")).toBe(true);
  });

  it("run in time order within each thread", () => {
    for (const messages of Object.values(threads)) {
      const times = (messages ?? []).map((message) => message.timestamp);
      expect(times).toEqual([...times].sort());
    }
  });
});

describe("sample transactions", () => {
  it("are 5 or 6 valid transactions with unique TXN ids", () => {
    expect(sampleTransactions.length).toBeGreaterThanOrEqual(5);
    expect(sampleTransactions.length).toBeLessThanOrEqual(6);
    expectAllValid(transactionSchema, sampleTransactions);
    expectUnique(sampleTransactions.map((transaction) => transaction.id));
  });

  it("cover pending, escrow and completed", () => {
    const statuses = new Set(sampleTransactions.map((transaction) => transaction.status));
    for (const status of ["pending", "escrow", "completed"] as const) expect(statuses.has(status), status).toBe(true);
  });

  it("point at sample contracts and match their property and parties", () => {
    for (const transaction of sampleTransactions.filter((candidate) => candidate.contractId)) {
      const contract = sampleContracts.find((candidate) => candidate.id === transaction.contractId);
      expect(contract, transaction.id).toBeDefined();
      expect([transaction.property, transaction.buyer, transaction.seller]).toEqual([
        contract?.property,
        contract?.buyer.name,
        contract?.seller.name,
      ]);
    }
  });
});
