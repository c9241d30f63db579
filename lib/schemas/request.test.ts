import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  consultationFormSchema,
  inquiryFormSchema,
  listingRequestFormSchema,
  requestKindLabels,
  requestKindSchema,
  requestSchema,
  tourRequestFormSchema,
  type ListingRequestForm,
  type Request,
  type TourRequestForm,
} from "./request";
import { fieldErrorsOf } from "./test-utils";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const contact = { name: "Noor Haddad", email: "noor@example.com", phone: "+971 4 555 0142" };

const tour: TourRequestForm = { date: "2026-12-04", time: "14:30", partySize: "2", ...contact, notes: "" };

describe("tourRequestFormSchema", () => {
  it("accepts a tour on a future date", () => {
    expect(tourRequestFormSchema.safeParse(tour).success).toBe(true);
  });

  it("rejects a tour today or earlier", () => {
    expect(fieldErrorsOf(tourRequestFormSchema, { ...tour, date: "2026-11-22" })).toEqual({
      date: "Tour date must be in the future",
    });
  });

  it("asks for every required field", () => {
    expect(fieldErrorsOf(tourRequestFormSchema, { date: "", time: "", partySize: "", name: "", email: "", phone: "" })).toEqual({
      date: "Enter a tour date",
      time: "Enter a tour time",
      partySize: "Choose how many people will attend",
      name: "Enter your full name",
      email: "Enter your email address",
      phone: "Enter your phone number",
    });
  });

  it.each(["0", "13", "two", "1.5", "-1"])("rejects a party of %j", (partySize) => {
    expect(fieldErrorsOf(tourRequestFormSchema, { ...tour, partySize })).toEqual({
      partySize: "Number of people must be between 1 and 12",
    });
  });

  it.each(["1", "12"])("accepts a party of %j", (partySize) => {
    expect(tourRequestFormSchema.safeParse({ ...tour, partySize }).success).toBe(true);
  });

  it.each(["2pm", "24:00", "14:60", "9:30"])("asks for a 24-hour time when given %j", (time) => {
    expect(fieldErrorsOf(tourRequestFormSchema, { ...tour, time })).toEqual({
      time: "Enter a tour time in 24-hour format, like 14:30",
    });
  });

  it("rejects a date that does not exist", () => {
    expect(fieldErrorsOf(tourRequestFormSchema, { ...tour, date: "2027-02-29" })).toEqual({
      date: "Tour date must be a real date",
    });
  });
});

describe("inquiryFormSchema", () => {
  it("accepts contact details and a message", () => {
    expect(inquiryFormSchema.safeParse({ ...contact, message: "Is the penthouse still available?" }).success).toBe(true);
  });

  it("asks for a message", () => {
    expect(fieldErrorsOf(inquiryFormSchema, { ...contact, message: "  " })).toEqual({ message: "Enter your message" });
    expect(fieldErrorsOf(inquiryFormSchema, { ...contact, message: "x".repeat(2001) })).toEqual({
      message: "Message must be 2,000 characters or fewer",
    });
  });
});

describe("consultationFormSchema", () => {
  it("accepts contact details alone", () => {
    expect(consultationFormSchema.safeParse(contact).success).toBe(true);
    expect(consultationFormSchema.safeParse({ ...contact, preferredDate: "", message: "" }).success).toBe(true);
  });

  it("accepts a preferred date of today or later and rejects one in the past", () => {
    expect(consultationFormSchema.safeParse({ ...contact, preferredDate: "2026-11-22" }).success).toBe(true);
    expect(fieldErrorsOf(consultationFormSchema, { ...contact, preferredDate: "2026-11-01" })).toEqual({
      preferredDate: "Preferred date must be today or in the future",
    });
    expect(fieldErrorsOf(consultationFormSchema, { ...contact, preferredDate: "soon" })).toEqual({
      preferredDate: "Preferred date must be a real date",
    });
  });

  it("checks the email and phone", () => {
    expect(fieldErrorsOf(consultationFormSchema, { ...contact, email: "noor", phone: "" })).toEqual({
      email: "Enter an email address in the correct format, like name@example.com",
      phone: "Enter your phone number",
    });
  });
});

const listing: ListingRequestForm = {
  propertyName: "Sky Villa 41",
  location: "Brickell, Miami",
  bedrooms: "3",
  nightlyRate: "$2,400",
  contactName: "Noor Haddad",
  email: "noor@example.com",
  phone: "305 555 0142",
  description: "Corner residence with wraparound terrace over Biscayne Bay.",
};

describe("listingRequestFormSchema", () => {
  it("accepts a complete listing request", () => {
    expect(listingRequestFormSchema.safeParse(listing).success).toBe(true);
  });

  it("asks for every field", () => {
    const empty = Object.fromEntries(Object.keys(listing).map((key) => [key, ""]));
    expect(fieldErrorsOf(listingRequestFormSchema, empty)).toEqual({
      propertyName: "Enter the property name",
      location: "Enter the location of the residence",
      bedrooms: "Enter the number of bedrooms",
      nightlyRate: "Enter the nightly rate",
      contactName: "Enter your full name",
      email: "Enter your email address",
      phone: "Enter your phone number",
      description: "Enter a description of the residence",
    });
  });

  it("checks bedrooms and the nightly rate", () => {
    expect(fieldErrorsOf(listingRequestFormSchema, { ...listing, bedrooms: "0", nightlyRate: "lots" })).toEqual({
      bedrooms: "Number of bedrooms must be a whole number between 1 and 20",
      nightlyRate: "Enter the nightly rate in dollars, like $2,500",
    });
    expect(fieldErrorsOf(listingRequestFormSchema, { ...listing, bedrooms: "21", nightlyRate: "$0" })).toEqual({
      bedrooms: "Number of bedrooms must be a whole number between 1 and 20",
      nightlyRate: "Nightly rate must be more than $0",
    });
  });
});

describe("requestSchema", () => {
  const base = { id: "req-1", createdAt: "2026-11-22T15:00:00.000Z", subject: "Aman Miami Beach", status: "received" as const };

  it("accepts a stored request of each kind", () => {
    const requests: Request[] = [
      { ...base, kind: "tour", data: tour },
      { ...base, kind: "inquiry", data: { ...contact, message: "Floor plans, please send." } },
      { ...base, kind: "consultation", data: { ...contact, preferredDate: "2026-12-01" } },
      { ...base, kind: "listing", data: listing },
    ];
    for (const request of requests) expect(requestSchema.safeParse(request).success).toBe(true);
  });

  it("keeps a stored tour whose date has since passed", () => {
    expect(requestSchema.safeParse({ ...base, kind: "tour", data: { ...tour, date: "2026-01-10" } }).success).toBe(true);
    expect(requestSchema.safeParse({ ...base, kind: "consultation", data: { ...contact, preferredDate: "2025-05-05" } }).success).toBe(
      true,
    );
  });

  it("rejects an unknown kind, a mismatched payload and another status", () => {
    expect(fieldErrorsOf(requestSchema, { ...base, kind: "complaint", data: {} })).toEqual({
      kind: "Choose a request kind: tour, inquiry, consultation or listing",
    });
    expect(requestSchema.safeParse({ ...base, kind: "tour", data: listing }).success).toBe(false);
    expect(requestSchema.safeParse({ ...base, status: "closed", kind: "inquiry", data: { ...contact, message: "Hi" } }).success).toBe(
      false,
    );
  });

  it("labels every kind", () => {
    expect(Object.keys(requestKindLabels)).toEqual(requestKindSchema.options);
  });
});
