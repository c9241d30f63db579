import { describe, expect, it } from "vitest";
import { purchaseAmenitySchema, rentalAmenitySchema } from "./amenity";
import { citySchema } from "./city";
import { paymentMethodInfoSchema, paymentMethodTypeLabels, paymentMethodTypeSchema } from "./payment-method";
import { roadmapPhaseSchema } from "./roadmap";
import { testimonialSchema } from "./testimonial";
import { fieldErrorsOf } from "./test-utils";

describe("catalogue enums", () => {
  it("hold 10 cities, 16 purchase amenities and 8 rental amenities", () => {
    expect(citySchema.options).toHaveLength(10);
    expect(purchaseAmenitySchema.options).toHaveLength(16);
    expect(rentalAmenitySchema.options).toHaveLength(8);
  });

  it("reject values off their lists", () => {
    expect(fieldErrorsOf(citySchema, "Paris")).toEqual({ "": "Choose a city from the list" });
    expect(fieldErrorsOf(rentalAmenitySchema, "Helipad")).toEqual({ "": "Choose an amenity from the list" });
  });
});

describe("paymentMethodInfoSchema", () => {
  const info = { id: "bitcoin", name: "Bitcoin", type: "cryptocurrency", description: "Pay in BTC.", features: ["Fast"] };

  it("accepts a payment method and labels every type", () => {
    expect(paymentMethodInfoSchema.safeParse(info).success).toBe(true);
    expect(Object.keys(paymentMethodTypeLabels)).toEqual(paymentMethodTypeSchema.options);
  });

  it("rejects an unknown type and an empty feature list", () => {
    expect(fieldErrorsOf(paymentMethodInfoSchema, { ...info, type: "barter", features: [] })).toEqual({
      type: "Choose one of the options",
      features: "Enter at least one feature",
    });
  });
});

describe("testimonialSchema", () => {
  const testimonial = { name: "A", role: "Buyer", content: "Lovely.", rating: 5 };

  it.each([1, 5])("accepts a rating of %d", (rating) => {
    expect(testimonialSchema.safeParse({ ...testimonial, rating }).success).toBe(true);
  });

  it.each([0, 6, 4.5])("rejects a rating of %d", (rating) => {
    expect(testimonialSchema.safeParse({ ...testimonial, rating }).success).toBe(false);
  });
});

describe("roadmapPhaseSchema", () => {
  const phase = { phase: 1, title: "Launch", period: "0-6 months", fee: "3%", description: "D", highlights: ["H"] };

  it("accepts phases 1 to 3 only", () => {
    expect(roadmapPhaseSchema.safeParse(phase).success).toBe(true);
    expect(roadmapPhaseSchema.safeParse({ ...phase, phase: 3 }).success).toBe(true);
    expect(roadmapPhaseSchema.safeParse({ ...phase, phase: 4 }).success).toBe(false);
  });

  it("wants at least one highlight", () => {
    expect(fieldErrorsOf(roadmapPhaseSchema, { ...phase, highlights: [] })).toEqual({ highlights: "Enter at least one highlight" });
  });
});
