import * as z from "zod/mini";
import { ownerField } from "./owner";
import {
  MAX_LONG_TEXT,
  email,
  futureDate,
  isoDateSchema,
  isoDateText,
  isoDateTimeSchema,
  moneyText,
  optionalText,
  optionalTodayOrLaterDate,
  phone,
  requiredText,
  textSchema,
} from "./fields";

export const requestKindSchema = z.enum(["tour", "inquiry", "consultation", "listing"]);

export type RequestKind = z.infer<typeof requestKindSchema>;

export const requestKindLabels: Record<RequestKind, string> = {
  tour: "Private tour",
  inquiry: "Inquiry",
  consultation: "Consultation",
  listing: "Listing request",
};

const contactShape = {
  name: requiredText("Full name", "Enter your full name"),
  email: email(),
  phone: phone(),
};

/** Digits only ("3", "12"), between min and max inclusive. */
function isWholeNumberBetween(value: string, min: number, max: number): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max;
}

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export const MAX_PARTY_SIZE = 12;

const tourDateMessages = { required: "Enter a tour date", format: "Tour date must be a real date" };

const tourShape = {
  /** 24-hour HH:MM, as a time input gives it. */
  time: z.string({ error: "Enter a tour time" }).check(
    z.trim(),
    z.minLength(1, "Enter a tour time"),
    z.refine((value) => value === "" || TIME_PATTERN.test(value), "Enter a tour time in 24-hour format, like 14:30"),
  ),
  /** Number of people as the select gives it: "1" to "12". */
  partySize: z.string({ error: "Choose how many people will attend" }).check(
    z.trim(),
    z.minLength(1, "Choose how many people will attend"),
    z.refine(
      (value) => value === "" || isWholeNumberBetween(value, 1, MAX_PARTY_SIZE),
      `Number of people must be between 1 and ${MAX_PARTY_SIZE}`,
    ),
  ),
  ...contactShape,
  notes: optionalText("Notes"),
};

/** Book a private tour: the date must be after today. */
export const tourRequestFormSchema = z.object({
  date: futureDate({ ...tourDateMessages, notFuture: "Tour date must be in the future" }),
  ...tourShape,
});

export type TourRequestForm = z.infer<typeof tourRequestFormSchema>;

/** A tour request as stored: its date need only be real, since it passes with time. */
export const tourRequestDataSchema = z.object({ date: isoDateText(tourDateMessages), ...tourShape });

export type TourRequestData = z.infer<typeof tourRequestDataSchema>;

export const inquiryFormSchema = z.object({
  ...contactShape,
  message: requiredText("Message", "Enter your message", MAX_LONG_TEXT),
});

export type InquiryForm = z.infer<typeof inquiryFormSchema>;

const consultationShape = {
  ...contactShape,
  message: optionalText("Message"),
};

export const consultationFormSchema = z.object({
  ...consultationShape,
  preferredDate: optionalTodayOrLaterDate({
    format: "Preferred date must be a real date",
    past: "Preferred date must be today or in the future",
  }),
});

export type ConsultationForm = z.infer<typeof consultationFormSchema>;

export const consultationRequestDataSchema = z.object({
  ...consultationShape,
  preferredDate: z.optional(z.union([z.literal(""), isoDateSchema])),
});

export type ConsultationRequestData = z.infer<typeof consultationRequestDataSchema>;

export const MAX_BEDROOMS = 20;

/** Put a residence up for rent (/rent, "List Yours"). */
export const listingRequestFormSchema = z.object({
  propertyName: requiredText("Property name", "Enter the property name"),
  location: requiredText("Location", "Enter the location of the residence"),
  bedrooms: z.string({ error: "Enter the number of bedrooms" }).check(
    z.trim(),
    z.minLength(1, "Enter the number of bedrooms"),
    z.refine(
      (value) => value === "" || isWholeNumberBetween(value, 1, MAX_BEDROOMS),
      `Number of bedrooms must be a whole number between 1 and ${MAX_BEDROOMS}`,
    ),
  ),
  nightlyRate: moneyText({
    required: "Enter the nightly rate",
    format: "Enter the nightly rate in dollars, like $2,500",
    positive: "Nightly rate must be more than $0",
  }),
  contactName: requiredText("Full name", "Enter your full name"),
  email: email(),
  phone: phone(),
  description: requiredText("Description", "Enter a description of the residence", MAX_LONG_TEXT),
});

export type ListingRequestForm = z.infer<typeof listingRequestFormSchema>;

const requestBase = {
  id: textSchema,
  ...ownerField,
  createdAt: isoDateTimeSchema,
  /** What it is about, like "Aman Miami Beach" or "Residence 3A, Aman Miami Beach". */
  subject: textSchema,
  status: z.literal("received"),
};

/** A request as stored: one shape per kind, told apart by `kind`. */
export const requestSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ ...requestBase, kind: z.literal("tour"), data: tourRequestDataSchema }),
    z.object({ ...requestBase, kind: z.literal("inquiry"), data: inquiryFormSchema }),
    z.object({ ...requestBase, kind: z.literal("consultation"), data: consultationRequestDataSchema }),
    z.object({ ...requestBase, kind: z.literal("listing"), data: listingRequestFormSchema }),
  ],
  { error: "Choose a request kind: tour, inquiry, consultation or listing" },
);

export type Request = z.infer<typeof requestSchema>;
